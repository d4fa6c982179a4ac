/** 5 € for the referrer when a referred friend makes a first purchase (spec §9). */
export const REFERRAL_BONUS_CENTS = 500;

/** Spec §9: only a referred user, and only once (their first order creates it, later ones do not). */
export function shouldCreateReferral(input: { referredBy: string | null | undefined; hasReferral: boolean }): boolean {
  return Boolean(input.referredBy) && !input.hasReferral;
}
