import { describe, expect, it } from 'vitest';
import { REFERRAL_BONUS_CENTS, shouldCreateReferral } from './referral';

describe('referrals', () => {
  it('pays 5 €', () => {
    expect(REFERRAL_BONUS_CENTS).toBe(500);
  });

  it('is created for a referred buyer who has no referral yet', () => {
    expect(shouldCreateReferral({ referredBy: 'a1b2', hasReferral: false })).toBe(true);
  });

  it.each([
    { referredBy: 'a1b2', hasReferral: true },
    { referredBy: null, hasReferral: false },
    { referredBy: undefined, hasReferral: false },
    { referredBy: '', hasReferral: false },
  ])('is not created for %j', (input) => {
    expect(shouldCreateReferral(input)).toBe(false);
  });
});
