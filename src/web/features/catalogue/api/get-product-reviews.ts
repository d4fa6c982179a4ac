import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

/** A page of reviews at a time, newest first: 'Voir plus' asks for the next (decision 074). */
export const productReviewsQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'product', productId],
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useProductReviews(productId: string) {
  return useInfiniteQuery(productReviewsQueryOptions(productId));
}
