import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sellerSummarySchema } from '@shared/catalogue/product.schemas';
import { reviewViewSchema } from '@shared/reviews/review-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sellersRootKey } from '@web/lib/seller-query-keys';

// The answer of GET /api/sellers/:id/reviews, as the server declares it.
const sellerReviewsSchema = z.object({ seller: sellerSummarySchema, items: z.array(reviewViewSchema) });
export type SellerReviews = z.infer<typeof sellerReviewsSchema>;

export async function getSellerReviews(sellerId: string, signal?: AbortSignal): Promise<SellerReviews> {
  return sellerReviewsSchema.parse(await apiFetch(`/api/sellers/${encodeURIComponent(sellerId)}/reviews`, { signal }));
}

export const sellerReviewsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: [...sellersRootKey, sellerId, 'reviews'],
    queryFn: ({ signal }) => getSellerReviews(sellerId, signal),
  });

export function useSellerReviews(sellerId: string) {
  return useQuery(sellerReviewsQueryOptions(sellerId));
}
