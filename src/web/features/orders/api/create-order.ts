import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutData } from '@shared/orders/checkout.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { ordersRootKey } from './order-keys';

export async function createOrder(input: CheckoutData): Promise<void> {
  await apiFetch('/api/orders', { method: 'POST', body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      // The order reserved a unit: the product's stock changed as well as the order lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersRootKey }),
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
      ]);
    },
  });
}
