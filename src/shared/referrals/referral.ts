/** 5 € for the referrer when a referred friend makes a first purchase (spec §9). */
export const REFERRAL_BONUS_CENTS = 500;

/** What the referred buyer's order says about the bonus (decision 040). */
export type FirstOrderFacts = {
  referredBy: string | null | undefined;
  /** No earlier order and no referral yet: only the first order can carry the bonus. */
  isFirstOrder: boolean;
  sellerId: string;
  /** The order's products, delivery excluded. */
  productTotalCents: number;
  emailConfirmed: boolean;
};

/**
 * Spec §9 and decision 040: the referrer earns a bonus from the referred buyer's first order
 * only when it is a real sale: bought from someone else than the referrer, for at least
 * `minOrderCents` of products, by an account whose e-mail is confirmed.
 */
export function earnsReferralBonus(facts: FirstOrderFacts, minOrderCents: number): boolean {
  if (!facts.referredBy || !facts.isFirstOrder) return false;
  return facts.sellerId !== facts.referredBy && facts.productTotalCents >= minOrderCents && facts.emailConfirmed;
}
