import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderListResponse, orderListResponseSchema, type OrderSide } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

export async function getOrders(side: OrderSide, signal?: AbortSignal): Promise<OrderListResponse> {
  return orderListResponseSchema.parse(await apiFetch(`/api/orders?side=${side}`, { signal }));
}

export const ordersQueryOptions = (side: OrderSide) =>
  queryOptions({
    queryKey: [...ordersRootKey, 'list', side],
    queryFn: ({ signal }) => getOrders(side, signal),
  });

export function useOrders(side: OrderSide) {
  return useQuery(ordersQueryOptions(side));
}
