import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { sellerSummarySchema } from '@shared/catalogue/product.schemas';
import { pageSchema } from '@shared/paging';
import { reviewViewSchema } from '@shared/reviews/review-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sellersRootKey } from '@web/lib/seller-query-keys';

// The answer of GET /api/sellers/:id/reviews, as the server declares it (without the seller
// page's schemas, which this screen does not need).
const sellerReviewsSchema = pageSchema(reviewViewSchema).extend({ seller: sellerSummarySchema });
export type SellerReviews = z.infer<typeof sellerReviewsSchema>;

export async function getSellerReviews(
  sellerId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SellerReviews> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return sellerReviewsSchema.parse(
    await apiFetch(`/api/sellers/${encodeURIComponent(sellerId)}/reviews${query}`, { signal }),
  );
}

/** A page of reviews at a time, newest first: 'Voir plus' asks for the next (decision 074). */
export const sellerReviewsQueryOptions = (sellerId: string) =>
  infiniteQueryOptions({
    queryKey: [...sellersRootKey, sellerId, 'reviews'],
    queryFn: ({ pageParam, signal }) => getSellerReviews(sellerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSellerReviews(sellerId: string) {
  return useInfiniteQuery(sellerReviewsQueryOptions(sellerId));
}
