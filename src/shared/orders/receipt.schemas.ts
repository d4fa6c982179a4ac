import { z } from 'zod';
import { SELLER_STATUSES } from '../trust/seller-status';
import { DELIVERY_TYPES } from '../delivery';
import { PAYMENT_METHODS } from './payment-methods';
import { ORDER_STATUSES } from './order-status';
import { dateTimeSchema } from '@shared/date-time';

export const receiptMessages = {
  notPaid: "Le reçu sera disponible une fois votre paiement validé par l'équipe Boucles",
  buyerOnly: "Seul l'acheteur de cette commande peut obtenir son reçu",
  loadFailed: 'Impossible de charger le reçu',
} as const;

const cents = z.number().int();

/** What the buyer paid for one order; never the commission, which is between seller and platform. */
export const receiptSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderedAt: dateTimeSchema,
  paidAt: dateTimeSchema,
  /** When the ledger gave the money back to the buyer (a cancellation or a return), else null. */
  refundedAt: dateTimeSchema.nullable(),
  platform: z.object({ name: z.string(), url: z.string(), email: z.string() }),
  buyerName: z.string(),
  sellerName: z.string(),
  /** 'Particulier' or 'Professionnel' at the sale (decision 060). */
  sellerStatus: z.enum(SELLER_STATUSES),
  /** A professional seller's company, address, SIRET and VAT number; null for a private seller. */
  sellerLegal: z
    .object({ companyName: z.string(), address: z.string(), siret: z.string(), vatNumber: z.string().nullable() })
    .nullable(),
  /** The first line's title, as before lots. */
  itemTitle: z.string(),
  /** Every line of the order in position order, at its price before the bundle discount (decision 065). */
  items: z
    .array(z.object({ title: z.string(), unitPriceCents: cents, discountCents: cents, priceCents: cents }))
    .min(1),
  /** The bundle discount on the lines, 0 without one. */
  discountCents: cents,
  /** The lines' total after the discount. */
  priceCents: cents,
  deliveryCostCents: cents,
  totalAmountCents: cents,
  deliveryType: z.enum(DELIVERY_TYPES),
  /** The home address and country, or the pickup point; null while no pickup point is set. */
  deliveryPlace: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Every payment received, oldest first: the order's, then a delivery supplement's (decision 040). */
  payments: z.array(z.object({ kind: z.enum(['order', 'supplement']), paidAt: dateTimeSchema, amountCents: cents })),
});
export type Receipt = z.infer<typeof receiptSchema>;
