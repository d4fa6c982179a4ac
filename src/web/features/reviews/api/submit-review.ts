import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '@shared/reviews/review.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sellersRootKey } from '@web/lib/seller-query-keys';

export async function submitReview({ orderId, review }: { orderId: string; review: ReviewInput }): Promise<void> {
  await apiFetch(`/api/orders/${encodeURIComponent(orderId)}/review`, { method: 'POST', body: review });
}

/** The order becomes completed and the seller's rating moves: both lists refresh. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: async (_data, { orderId }) => {
      // 'orders' is the orders feature's root key; features do not import each other.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: sellersRootKey }),
        queryClient.removeQueries({ queryKey: ['review-context', orderId] }),
      ]);
    },
  });
}
