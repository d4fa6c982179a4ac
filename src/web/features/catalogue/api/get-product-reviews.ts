import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewView } from '@shared/reviews/review-view.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function getProductReviews(productId: string, signal?: AbortSignal): Promise<ReviewView[]> {
  // Not parsed again (the server checks it against reviewListSchema): no zod on the product page.
  const payload = await apiFetch(`/api/products/${encodeURIComponent(productId)}/reviews`, { signal });
  return (payload as { items: ReviewView[] }).items;
}

export const productReviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['reviews', 'product', productId],
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });

export function useProductReviews(productId: string) {
  return useQuery(productReviewsQueryOptions(productId));
}
