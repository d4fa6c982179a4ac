import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents } from '../money';
import { allocate, bundlePercent, priceLot, returnedShare } from './lot-pricing';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('bundlePercent', () => {
  const tiers = [
    { minItems: 2, percent: 10 },
    { minItems: 3, percent: 15 },
  ];
  it('takes the best step the lot reaches, none below the first', () => {
    expect(bundlePercent(tiers, 1)).toBe(0);
    expect(bundlePercent(tiers, 2)).toBe(10);
    expect(bundlePercent(tiers, 3)).toBe(15);
    expect(bundlePercent(tiers, 7)).toBe(15);
    expect(bundlePercent([], 5)).toBe(0);
  });
});

describe('priceLot', () => {
  it('prices a wig, its glue and a cap at −15 %: discount half-up, shares pro rata', () => {
    const lot = priceLot([8999, 1250, 799], 15);
    expect(lot.subtotalCents).toBe(11048);
    expect(lot.discountCents).toBe(1657);
    expect(lot.priceCents).toBe(9391);
    expect(lot.commissionCents).toBe(commissionCents(9391));
    expect(lot.lines.map((line) => line.discountCents)).toEqual([1350, 187, 120]);
    expect(sum(lot.lines.map((line) => line.priceCents))).toBe(9391);
  });

  it('leaves a one-line order as it always was', () => {
    const lot = priceLot([4500], 0);
    expect(lot.lines).toEqual([
      { unitPriceCents: 4500, discountCents: 0, priceCents: 4500, commissionCents: 225, sellerAmountCents: 4275 },
    ]);
  });

  it('always adds up, cent for cent, with no negative share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 50 }),
        (units, percent) => {
          const lot = priceLot(units, percent);
          expect(sum(lot.lines.map((l) => l.discountCents))).toBe(lot.discountCents);
          expect(sum(lot.lines.map((l) => l.priceCents))).toBe(lot.priceCents);
          expect(sum(lot.lines.map((l) => l.commissionCents))).toBe(lot.commissionCents);
          expect(sum(lot.lines.map((l) => l.sellerAmountCents))).toBe(lot.sellerAmountCents);
          expect(lot.commissionCents).toBe(commissionCents(lot.priceCents));
          for (const line of lot.lines) {
            expect(line.priceCents).toBeGreaterThanOrEqual(0);
            expect(line.sellerAmountCents).toBeGreaterThanOrEqual(0);
            expect(line.discountCents).toBeLessThanOrEqual(line.unitPriceCents);
          }
        },
      ),
    );
  });
});

describe('allocate', () => {
  it('gives a tie to the earlier line', () => {
    expect(allocate(1, [100, 100])).toEqual([1, 0]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});

describe('returnedShare', () => {
  const lines = [
    { id: 'a', priceCents: 7649, commissionCents: 382, sellerAmountCents: 7267 },
    { id: 'b', priceCents: 1063, commissionCents: 53, sellerAmountCents: 1010 },
  ];
  it('gives back the returned lines only, without delivery while a line stays', () => {
    expect(returnedShare(lines, ['b'], 699)).toEqual({
      priceCents: 1063,
      commissionCents: 53,
      sellerAmountCents: 1010,
      deliveryCents: 0,
      refundCents: 1063,
    });
  });
  it('gives back delivery too when every line comes back', () => {
    expect(returnedShare(lines, ['a', 'b'], 699).refundCents).toBe(7649 + 1063 + 699);
  });
});
