import { z } from 'zod';
import { PAYOUT_METHODS } from '../orders/payout.schemas';
import { dateTimeSchema } from '@shared/date-time';

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

export const earningsOrderSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  productTitle: z.string(),
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

export const earningsSchema = z.object({
  totals: z.object({
    inEscrowCents: z.number().int(),
    payableCents: z.number().int(),
    paidOutCents: z.number().int(),
  }),
  orders: z.array(earningsOrderSchema),
  payouts: z.array(payoutHistoryItemSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;
