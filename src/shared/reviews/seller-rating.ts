import type { Rating } from '@shared/catalogue/product.schemas';

/** A seller's rating from the count and sum of their reviews: the average to two decimals, half up. */
export function sellerRating(reviewCount: number, ratingSum: number): Rating {
  if (reviewCount === 0) return { average: null, count: 0 };
  return { average: Math.round((ratingSum * 100) / reviewCount) / 100, count: reviewCount };
}
