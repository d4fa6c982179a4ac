import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderView, orderViewSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { ordersRootKey } from './order-keys';

/** The order routes that change one order and answer with its new view. */
export type OrderActionPath =
  | 'cancel'
  | 'switch-to-home'
  | 'pickup-point'
  | 'ship'
  | 'confirm-receipt'
  | 'supplement/cancel'
  | 'extend-shipping'
  | 'not-received';

export async function postOrderAction(orderId: string, path: OrderActionPath, body?: unknown): Promise<OrderView> {
  const payload = await apiFetch(`/api/orders/${encodeURIComponent(orderId)}/${path}`, {
    method: 'POST',
    body: body ?? {},
  });
  return orderViewSchema.parse(payload);
}

/**
 * One mutation per action; both tabs refresh afterwards (the other party's view
 * changes too). A cancellation also gives the unit back to the product's stock.
 * Callers await mutateAsync: the refreshed card may drop the dialog before the
 * callbacks given to mutate() would run, and those are skipped after unmount.
 */
export function useOrderAction<TBody = void>(path: OrderActionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body?: TBody }) => postOrderAction(orderId, path, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersRootKey });
      if (path === 'cancel') await queryClient.invalidateQueries({ queryKey: productsRootKey });
    },
  });
}
