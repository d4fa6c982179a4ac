import { z } from 'zod';
import { PAYOUT_METHODS } from '../profile/payout-methods';
import { RETURN_ACTIONS, RETURN_REASONS, RETURN_STATUSES } from './return-status';
import { dateTimeSchema } from '@shared/date-time';

// A return as the orders show it, apart from the requests' schemas (return.schemas.ts) and what
// they load (the payout details', two-factor codes'): the orders' first screen reads these
// only (issue 35).

export const DISPUTE_OUTCOMES = ['uphold', 'order'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

const isoDate = dateTimeSchema;

/** The buyer's dispute of a refusal and, once made, the admin's decision. */
export const returnDisputeViewSchema = z
  .object({
    message: z.string(),
    /** Signed URLs, like the return's photos. */
    photoUrls: z.array(z.string()),
    openedAt: isoDate,
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    decisionReason: z.string().nullable(),
    decidedAt: isoDate.nullable(),
  })
  .meta({ id: 'ReturnDispute' });
export type ReturnDisputeView = z.infer<typeof returnDisputeViewSchema>;

/** One line of the return's history: the status (or event) reached, when, and its note. */
export const returnHistoryEntrySchema = z.object({ event: z.string(), at: isoDate, note: z.string().nullable() });

/** The return of an order as its buyer or seller sees it, in the order view. */
export const orderReturnViewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    description: z.string().nullable(),
    /** A withdrawal of a sealed listing: the buyer's answer about the seal; null otherwise. */
    sealIntact: z.boolean().nullable(),
    /** The order lines sent back, in the order's order (decision 066). */
    items: z.array(z.object({ id: z.uuid(), title: z.string(), priceCents: z.number().int() })),
    /** What the return gives back: its lines' prices, and the delivery when every line comes back. */
    refundDueCents: z.number().int(),
    /** Whether every line of the order comes back (the order is then refunded as a whole). */
    allItems: z.boolean(),
    /** Signed URLs (one year, spec §9). */
    photoUrls: z.array(z.string()),
    /** The admin's proof of the refund, signed for one year; null until refunded. */
    adminRefundProofUrl: z.string().nullable(),
    /** Where the buyer asked to be refunded; shown to the buyer and the admin only (null for the seller). */
    refundTo: z
      .object({ method: z.enum(PAYOUT_METHODS), holder: z.string().nullable(), account: z.string() })
      .nullable(),
    /** The refund paid from escrow: how much, how, its reference and when (decision 041). */
    refund: z
      .object({ amountCents: z.number().int(), method: z.enum(PAYOUT_METHODS), reference: z.string(), at: isoDate })
      .nullable(),
    /** The seller's choice on receipt: the unit goes back on sale once refunded; null before. */
    relist: z.boolean().nullable(),
    /** Who acts next, worded for this viewer (shared/returns/return-next-step.ts). */
    nextStep: z.string(),
    /** Where the buyer sends the item, given by the seller when accepting. */
    returnAddress: z.string().nullable(),
    returnCountry: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    /** Until when the buyer may contest the refusal; null when not refused. */
    disputeDeadline: isoDate.nullable(),
    dispute: returnDisputeViewSchema.nullable(),
    history: z.array(returnHistoryEntrySchema),
    /** What this viewer may do on the return now. */
    allowedActions: z.array(z.enum(RETURN_ACTIONS)),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Return' });
export type OrderReturnView = z.infer<typeof orderReturnViewSchema>;
