import { z } from 'zod';
import { DELIVERY_TYPES } from '../delivery';
import { PAYMENT_METHODS } from './payment-methods';
import { orderMessages } from './order-messages';
import { RETURN_STATUSES } from '../returns/return-status';
import { orderReturnViewSchema } from '../returns/return-view.schemas';
import { text } from '../text';
import { SELLER_STATUSES } from '../trust/seller-status';
import { ORDER_ACTIONS, ORDER_STATUSES } from './order-status';
import { orderSupplementViewSchema } from './supplement.schemas';
import { shippingClockViewSchema } from './shipping-clock.schemas';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema, pageQuerySchema } from '@shared/paging';

export const PAYMENT_STATUSES = ['pending', 'submitted', 'paid', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'En attente',
  submitted: 'Preuve envoyée',
  paid: 'Paiement validé',
  rejected: 'Paiement rejeté',
};

const cents = z.number().int();
const isoDate = dateTimeSchema;

/** One line of an order (decision 065): the listing as sold, its price and its share of the bundle discount. */
export const orderLineViewSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    title: z.string(),
    unitPriceCents: cents,
    discountCents: cents,
    /** What the line costs after its share of the discount. */
    priceCents: cents,
    /** The listing's first photo, null without one. */
    photo: z.string().nullable(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** The order's lines in position order, and the bundle discount they share (0 without one). */
const orderLinesFields = {
  items: z.array(orderLineViewSchema).min(1),
  discountCents: cents,
};

/** One order as its buyer or seller sees it (an admin sees the seller's side, commission included). */
export const orderViewSchema = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** The viewer's side of this order; 'admin' when an admin who is not a party opens it. */
    role: z.enum(['buyer', 'seller', 'admin']),
    /** The first line's listing, as before lots. */
    product: z.object({ id: z.uuid(), title: z.string(), imageUrl: z.string().nullable() }),
    ...orderLinesFields,
    /** The other party: the seller for the buyer, the buyer for the seller and the admin. */
    counterpart: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
    priceCents: cents,
    deliveryCostCents: cents,
    totalAmountCents: cents,
    /** null for the buyer: the buyer never sees the commission. */
    commissionCents: cents.nullable(),
    sellerAmountCents: cents.nullable(),
    deliveryType: z.enum(DELIVERY_TYPES),
    deliveryAddress: z.string().nullable(),
    deliveryCountry: z.string().nullable(),
    pickupLocation: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    /** ISO 11649 creditor reference (RF…) the buyer writes in the payment's label (decision 038). */
    paymentReference: z.string(),
    /** While the order waits for its payment: when it expires (decision 038). */
    paymentDueAt: isoDate.nullable(),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      /** The admin's rejection note, shown to the buyer. */
      adminNotes: z.string().nullable(),
      hasProof: z.boolean(),
      /** Signed for 1 hour; only for the buyer and admins, null otherwise or when no proof. */
      proofUrl: z.string().nullable(),
    }),
    events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: isoDate, note: z.string().nullable() })),
    allowedActions: z.array(z.enum(ORDER_ACTIONS)),
    /** The order's latest return, if any (the live one when there is one). */
    return: orderReturnViewSchema.nullable(),
    /** The buyer may ask for a return now (delivered, within 14 days, no live return). */
    canRequestReturn: z.boolean(),
    /**
     * The lines the buyer may send back while a return or a withdrawal is offered (decision 066),
     * in the order's order; empty otherwise. `sealed`: sold 'Neuf, scellé'.
     */
    returnableItems: z.array(z.object({ id: z.uuid(), title: z.string(), priceCents: cents, sealed: z.boolean() })),
    /** 'Particulier' or 'Professionnel': the seller's status at the sale (decision 060). */
    sellerStatus: z.enum(SELLER_STATUSES),
    /** A professional's order (L221-18); null for a sale between private persons. */
    withdrawal: z
      .object({
        /** 14 days after the delivery; null while not delivered. */
        deadline: isoDate.nullable(),
        /** The buyer may withdraw now: 'Rétractation (14 jours)' is offered. */
        open: z.boolean(),
        /** A line sold 'Neuf, scellé': withdrawing it asks whether the seal is intact (L221-28 5°). */
        sealed: z.boolean(),
        /** The seller's terms take the return shipping on them (L221-23); else the buyer pays it. */
        sellerPaysReturnShipping: z.boolean(),
      })
      .nullable(),
    /** The latest delivery supplement of a switch to home after payment (decision 040), if any. */
    supplement: orderSupplementViewSchema.nullable(),
    /** The shipping or transit clock running now, or the open 'Colis non reçu' (decision 039). */
    shippingClock: shippingClockViewSchema.nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderViewSchema>;

export const ORDER_SIDES = ['buyer', 'seller'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

export const orderListQuerySchema = z.object({
  side: z.enum(ORDER_SIDES).default('buyer'),
  ...pageQuerySchema.shape,
  /** Only the orders of this product: checkout looks for an open one (decision 055). */
  productId: z.uuid().optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderViewSchema),
  counts: z.object({
    buyer: z.number().int(),
    seller: z.number().int(),
    /** Orders of either side whose payment proof awaits the admin (spec §2's header). */
    submitted: z.number().int(),
  }),
  nextCursor: nextCursorSchema,
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderResponseSchema = z.object({ order: orderViewSchema });

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A payment in the admin's pending-payments tab. */
export const adminPaymentViewSchema = z
  .object({
    id: z.uuid(),
    /** The order's payment, or a delivery supplement (decision 040), each with its own approve/reject routes. */
    kind: z.enum(['order', 'supplement']),
    orderId: z.uuid(),
    orderNumber: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    buyer: person,
    amountCents: cents,
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    hasProof: z.boolean(),
    /** Signed for 1 hour; null when no proof was sent. */
    proofUrl: z.string().nullable(),
    /** A proof waiting for the admin longer than PROOF_LATE_HOURS: 'En retard' (decision 038). */
    late: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'AdminPayment' });
export type AdminPaymentView = z.infer<typeof adminPaymentViewSchema>;

export const adminPaymentListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  status: z.enum(['submitted', 'pending']).default('submitted'),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;
/**
 * A page of one queue, orders' payments and supplements together, oldest change first, and
 * how many wait in all (decision 075).
 */
export const adminPaymentListResponseSchema = z.object({
  payments: z.array(adminPaymentViewSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListResponseSchema>;

export const rejectPaymentSchema = z.object({
  note: text({ error: orderMessages.rejectNoteRequired })
    .trim()
    .min(1, orderMessages.rejectNoteRequired)
    .max(1000, orderMessages.rejectNoteTooLong),
});

/** An order in the admin's recent-orders tab. */
export const adminOrderViewSchema = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** The first line's listing, as before lots. */
    product: z.object({ id: z.uuid(), title: z.string() }),
    ...orderLinesFields,
    buyer: person,
    seller: person,
    priceCents: cents,
    deliveryCostCents: cents,
    totalAmountCents: cents,
    commissionCents: cents,
    sellerAmountCents: cents,
    deliveryType: z.enum(DELIVERY_TYPES),
    payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES) }),
    /** The order's latest return, for the 'Retour en cours' / 'Remboursée' badge. */
    returnStatus: z.enum(RETURN_STATUSES).nullable(),
    /** The seller's status at the sale (decision 060). */
    sellerStatus: z.enum(SELLER_STATUSES),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

const searchDate = z.iso.date({ error: 'Date invalide' });

/**
 * The recent-orders tab and the admin's order search: by number, buyer or seller (name or
 * e-mail), a line's title, status and creation dates (inclusive, Paris days), paged by offset.
 */
export const adminOrderListQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    q: text().trim().max(100, 'Recherche trop longue').optional(),
    status: z.enum(ORDER_STATUSES, { error: 'Statut inconnu' }).optional(),
    from: searchDate.optional(),
    to: searchDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La date de début doit précéder la date de fin',
    path: ['to'],
  });
export type AdminOrderSearch = z.input<typeof adminOrderListQuerySchema>;
export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderViewSchema),
  /** Whether another page follows. */
  hasMore: z.boolean(),
  nextCursor: nextCursorSchema,
});
export type AdminOrderList = z.infer<typeof adminOrderListResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The admin dashboard's stat cards; money figures come from the ledger. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeProducts: z.number().int(),
  totalOrders: z.number().int(),
  /** Orders waiting for a payment or for its validation (pending_payment, payment_submitted). */
  pendingOrders: z.number().int(),
  /** Money received from buyers (payments validated), refunds deducted. */
  totalRevenueCents: cents,
  /** Commission earned (ledger commission_revenue). */
  totalCommissionCents: cents,
  ledger: z.object({
    /** What the platform holds for orders not yet finished (seller share plus delivery). */
    heldInEscrowCents: cents,
    /** Released to sellers and not yet paid out. */
    owedToSellersCents: cents,
    commissionEarnedCents: cents,
    /** The platform's cash as the ledger sees it. */
    platformCashCents: cents,
    balanced: z.boolean(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** What the buyer types into the address field; suggestions start at 3 characters (spec §9). */
export const addressQuerySchema = z.object({
  q: text({ error: orderMessages.addressQueryTooShort }).trim().min(3, orderMessages.addressQueryTooShort).max(200),
});

export const addressSuggestionSchema = z.object({
  label: z.string(),
  address: z.string(),
  country: z.string().nullable(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsResponseSchema = z.object({ suggestions: z.array(addressSuggestionSchema).max(5) });

/** The platform's own receiving details per payment mode, from configuration; null when not configured. */
export const paymentReceivingDetailsSchema = z.object({
  bank_transfer: z.object({ holder: z.string(), iban: z.string(), bic: z.string().nullable() }).nullable(),
  paypal: z.object({ email: z.string() }).nullable(),
  mtn_mobile: z.object({ name: z.string(), number: z.string() }).nullable(),
});
export type PaymentReceivingDetails = z.infer<typeof paymentReceivingDetailsSchema>;
