import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutData, IDEMPOTENCY_KEY_HEADER } from '@shared/orders/checkout.schemas';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { ordersRootKey } from './order-keys';

/** One checkout attempt: the key goes with every try of it, so the server makes one order at most. */
export type CheckoutAttempt = { input: CheckoutData; idempotencyKey: string };

export async function createOrder({ input, idempotencyKey }: CheckoutAttempt): Promise<void> {
  await apiFetch('/api/orders', { method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

// The answer was lost (network) or the server failed: the order may exist, and trying again
// under the same key either makes it or answers it.
const answerLost = (error: Error) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    retry: (failures, error) => failures < 2 && answerLost(error),
    onSuccess: async () => {
      // The order reserved a unit: the product's stock changed as well as the order lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersRootKey }),
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
      ]);
    },
  });
}
