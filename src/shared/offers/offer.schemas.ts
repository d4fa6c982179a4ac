import { z } from 'zod';
import { sellerHolidaySchema } from '@shared/profile/holiday.schemas';
import { offerTexts } from './offer-texts';
import { OFFER_STATUSES } from './offer-rules';

export const offerAmountSchema = z.object({
  amountCents: z
    .number({ error: offerTexts.amountInvalid })
    .int(offerTexts.amountInvalid)
    .min(1, offerTexts.amountInvalid)
    .max(10_000_000, offerTexts.amountInvalid),
});
export type OfferAmountInput = z.infer<typeof offerAmountSchema>;

const isoDate = z.iso.datetime({ offset: true });

/** An offer as one of the two people (or an admin) sees it, on its card or the product page. */
export const offerCardSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  productId: z.uuid(),
  amountCents: z.number().int(),
  listPriceCents: z.number().int(),
  proposedBy: z.enum(['buyer', 'seller']),
  status: z.enum(OFFER_STATUSES),
  /** Pending: the answer's deadline; accepted: the end of the personal price. */
  expiresAt: isoDate,
  /** The unit is gone: an open or accepted offer can no longer be ordered. */
  sold: z.boolean(),
  /** It is the viewer's turn to answer it. */
  canAnswer: z.boolean(),
  /** The viewer is its buyer and may order at its amount now (not while the seller is away). */
  canOrder: z.boolean(),
  /** The seller's holiday (decision 059): an accepted offer cannot be ordered until they are back. */
  sellerHoliday: sellerHolidaySchema.nullable(),
  /** A counter-offer must be strictly between these two amounts. */
  counterRange: z.object({ lowCents: z.number().int(), highCents: z.number().int() }).nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const madeOfferSchema = z.object({ offer: offerCardSchema });

/** The product page's question: what is my offer on it, if any. */
export const myOfferSchema = z.object({ offer: offerCardSchema.nullable() });
export type MyOffer = z.infer<typeof myOfferSchema>;
