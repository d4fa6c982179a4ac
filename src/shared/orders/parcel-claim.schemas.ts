import { z } from 'zod';
import { text } from '../text';
import { dateTimeSchema } from '@shared/date-time';
import { nextCursorSchema } from '@shared/paging';

/** The admin's two answers to a 'Colis non reçu' (decision 039). */
export const PARCEL_CLAIM_OUTCOMES = ['refunded', 'delivered'] as const;
export type ParcelClaimOutcome = (typeof PARCEL_CLAIM_OUTCOMES)[number];

export const parcelClaimOutcomeLabels: Record<ParcelClaimOutcome, string> = {
  refunded: "Rembourser l'acheteur",
  delivered: 'Considérer comme livrée',
};

export const parcelClaimMessages = {
  outcomeRequired: 'Veuillez choisir une décision',
  reasonRequired: 'Veuillez expliquer la décision (10 caractères au moins)',
  reasonTooLong: 'La raison est trop longue (max 1000 caractères)',
} as const;

export const parcelClaimDecisionSchema = z.object({
  outcome: z.enum(PARCEL_CLAIM_OUTCOMES, { error: parcelClaimMessages.outcomeRequired }),
  reason: text({ error: parcelClaimMessages.reasonRequired })
    .trim()
    .min(10, parcelClaimMessages.reasonRequired)
    .max(1000, parcelClaimMessages.reasonTooLong),
});
export type ParcelClaimDecisionInput = z.input<typeof parcelClaimDecisionSchema>;

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** An open claim in the admin's 'Colis non reçus' tab, oldest first. */
export const adminParcelClaimSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  productTitle: z.string(),
  buyer: person,
  seller: person,
  totalAmountCents: z.number().int(),
  trackingNumber: z.string().nullable(),
  deliveryType: z.enum(['home', 'pickup']),
  claimedAt: dateTimeSchema,
});
export type AdminParcelClaim = z.infer<typeof adminParcelClaimSchema>;
/** A page of the open claims, oldest claim first, and how many are open in all (decision 074). */
export const adminParcelClaimListSchema = z.object({
  claims: z.array(adminParcelClaimSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
});
export type AdminParcelClaimList = z.infer<typeof adminParcelClaimListSchema>;
