import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewView } from '@shared/reviews/review-view.schemas';
import { apiFetch } from '@web/lib/api-client';

type ReviewPage = { items: ReviewView[]; nextCursor: string | null };

export async function getProductReviews(
  productId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  // Not parsed again (the server checks it against reviewListSchema): no zod on the product page.
  return (await apiFetch(`/api/products/${encodeURIComponent(productId)}/reviews${query}`, { signal })) as ReviewPage;
}

/**
 * One page of a product's reviews, newest first (decision 074). Each page is its own query
 * rather than one infinite query: the product page stays within its first-screen budget.
 */
export const productReviewsQueryOptions = (productId: string, cursor: string | null) =>
  queryOptions({
    queryKey: ['reviews', 'product', productId, cursor],
    queryFn: ({ signal }) => getProductReviews(productId, cursor, signal),
  });

export function useProductReviews(productId: string, cursor: string | null) {
  return useQuery(productReviewsQueryOptions(productId, cursor));
}
