import { describe, expect, it } from 'vitest';
import { type FirstOrderFacts, REFERRAL_BONUS_CENTS, earnsReferralBonus } from './referral';

const real: FirstOrderFacts = {
  referredBy: 'referrer',
  isFirstOrder: true,
  sellerId: 'another-seller',
  productTotalCents: 1000,
  emailConfirmed: true,
};

describe('referrals', () => {
  it('pays 5 €', () => {
    expect(REFERRAL_BONUS_CENTS).toBe(500);
  });

  it("is earned by a referred buyer's first real purchase, from 10 € of products", () => {
    expect(earnsReferralBonus(real, 1000)).toBe(true);
  });

  it.each<[string, Partial<FirstOrderFacts>]>([
    ['a later order', { isFirstOrder: false }],
    ['a buyer nobody referred', { referredBy: null }],
    ['an empty referrer', { referredBy: '' }],
    ['a purchase from the referrer', { sellerId: 'referrer' }],
    ['products under 10 €', { productTotalCents: 999 }],
    ['an unconfirmed e-mail', { emailConfirmed: false }],
  ])('is not earned by %s', (_case, change) => {
    expect(earnsReferralBonus({ ...real, ...change }, 1000)).toBe(false);
  });

  it('follows the configured minimum', () => {
    expect(earnsReferralBonus({ ...real, productTotalCents: 500 }, 500)).toBe(true);
  });
});
