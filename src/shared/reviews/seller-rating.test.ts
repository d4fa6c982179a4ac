import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sellerRating } from './seller-rating';

describe('seller rating', () => {
  it('has no average without reviews', () => {
    expect(sellerRating(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('rounds the average to two decimals, half up', () => {
    expect(sellerRating(3, 14)).toEqual({ average: 4.67, count: 3 });
    expect(sellerRating(8, 33)).toEqual({ average: 4.13, count: 8 });
    expect(sellerRating(2, 9)).toEqual({ average: 4.5, count: 2 });
  });

  it('stays between one and five stars, within half a hundredth of the true average', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const sum = ratings.reduce((total, rating) => total + rating, 0);
        const { average, count } = sellerRating(ratings.length, sum);
        expect(count).toBe(ratings.length);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.abs(average! - sum / ratings.length)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
