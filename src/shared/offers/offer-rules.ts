/** Issue 31: an offer is at least half the listing's price, and lives 24 h unanswered. */
export const OFFER_MIN_PERCENT = 50;
export const OFFER_LIFETIME_HOURS = 24;
/** How long an accepted offer is the buyer's personal price. */
export const ACCEPTED_PRICE_HOURS = 24;
export const MAX_OPEN_OFFERS = 10;

export const OFFER_STATUSES = ['pending', 'accepted', 'refused', 'countered', 'expired', 'spent'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Open: waiting for an answer, or accepted and not yet ordered. These count against the limits. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['pending', 'accepted'];

/** The smallest offer for a price: half of it, rounded up to the cent. */
export const minimumOfferCents = (priceCents: number) => Math.ceil((priceCents * OFFER_MIN_PERCENT) / 100);
