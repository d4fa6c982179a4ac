import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReviewContext, reviewContextSchema } from '@shared/reviews/review-context.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function getReviewContext(orderId: string, signal?: AbortSignal): Promise<ReviewContext> {
  const payload = await apiFetch(`/api/orders/${encodeURIComponent(orderId)}/review-context`, { signal });
  return reviewContextSchema.parse(payload);
}

export const reviewContextQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['review-context', orderId],
    queryFn: ({ signal }) => getReviewContext(orderId, signal),
    // A refusal (403) is an answer, not a hiccup: no retry before redirecting.
    retry: false,
  });

export function useReviewContext(orderId: string) {
  return useQuery(reviewContextQueryOptions(orderId));
}
