import { z } from 'zod';
import { PAYOUT_METHODS } from '../orders/payout.schemas';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema, pageSchema } from '@shared/paging';

/**
 * Where one paid order's money stands for its seller: held until the goods arrive
 * ('escrow'), released and not yet fully paid out ('payable'), paid out ('paid'), or
 * given back to the buyer ('refunded').
 */
export const EARNING_STATES = ['escrow', 'payable', 'paid', 'refunded'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

export const earningStateLabels: Record<EarningState, string> = {
  escrow: 'En séquestre',
  payable: 'À verser',
  paid: 'Versé',
  refunded: 'Remboursée',
};

/** One line of the order (decision 065): its price after the bundle discount, and how it splits. */
export const earningsLineSchema = z.object({
  title: z.string(),
  priceCents: z.number().int(),
  commissionCents: z.number().int(),
  sellerAmountCents: z.number().int(),
});
export type EarningsLine = z.infer<typeof earningsLineSchema>;

export const earningsOrderSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  /** The first line's title, as before lots. */
  productTitle: z.string(),
  /** Every line of the order, in position order; a lot has several. */
  items: z.array(earningsLineSchema).min(1),
  createdAt: dateTimeSchema,
  /** The order's own figures, so the seller can see how their amount is made. */
  priceCents: z.number().int(),
  commissionCents: z.number().int(),
  sellerAmountCents: z.number().int(),
  deliveryCostCents: z.number().int(),
  state: z.enum(EARNING_STATES),
  /** From the ledger: what escrow holds for this order. */
  inEscrowCents: z.number().int(),
  /** From the ledger: what this order made payable (share + delivery), 0 once refunded. */
  releasedCents: z.number().int(),
  /** The part of releasedCents covered by payouts, oldest release first. */
  paidOutCents: z.number().int(),
  releasedAt: dateTimeSchema.nullable(),
});
export type EarningsOrder = z.infer<typeof earningsOrderSchema>;

export const payoutHistoryItemSchema = z.object({
  id: z.uuid(),
  createdAt: dateTimeSchema,
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.string(),
  /** Signed for one hour; null without a proof. */
  proofUrl: z.string().nullable(),
});
export type PayoutHistoryItem = z.infer<typeof payoutHistoryItemSchema>;

/** The payouts made to the seller, a page at a time, newest first (decision 075). */
export const payoutHistoryPageSchema = pageSchema(payoutHistoryItemSchema);
export type PayoutHistoryPage = z.infer<typeof payoutHistoryPageSchema>;

export const earningsSchema = z.object({
  totals: z.object({
    inEscrowCents: z.number().int(),
    payableCents: z.number().int(),
    paidOutCents: z.number().int(),
  }),
  /** A page of the orders, newest first; the totals above cover them all (decision 075). */
  orders: z.array(earningsOrderSchema),
  nextCursor: nextCursorSchema,
});
export type Earnings = z.infer<typeof earningsSchema>;
