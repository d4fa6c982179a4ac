import { describe, expect, it } from 'vitest';
import { offerAmountSchema } from './offer.schemas';
import { minimumOfferCents } from './offer-rules';

describe('the smallest offer', () => {
  it('is half the price, rounded up to the cent', () => {
    expect(minimumOfferCents(20_000)).toBe(10_000);
    expect(minimumOfferCents(12_999)).toBe(6_500);
    expect(minimumOfferCents(1)).toBe(1);
  });
});

describe('an amount sent to the API', () => {
  it('is whole cents, refused in French otherwise', () => {
    expect(offerAmountSchema.safeParse({ amountCents: 15_000 }).success).toBe(true);
    for (const amountCents of [0, -100, 150.5, '15000', 10_000_001]) {
      const parsed = offerAmountSchema.safeParse({ amountCents });
      expect(parsed.error?.issues[0]?.message).toBe('Veuillez entrer un montant valide');
    }
  });
});
