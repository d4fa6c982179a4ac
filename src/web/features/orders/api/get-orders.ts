import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type OrderListResponse, orderListResponseSchema, type OrderSide } from '@shared/orders/order-view.schemas';
import { ORDERS_PAGE_SIZE, type OrderPageRequest, orderListPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

export async function getOrders(request: OrderPageRequest, signal?: AbortSignal): Promise<OrderListResponse> {
  return orderListResponseSchema.parse(await apiFetch(orderListPath(request), { signal }));
}

/** A tab's pages, newest first: the first loads, 'Voir plus' asks for the next (decision 069). */
export const ordersQueryOptions = (side: OrderSide) =>
  infiniteQueryOptions({
    queryKey: [...ordersRootKey, 'list', side],
    queryFn: ({ pageParam, signal }) => getOrders({ side, cursor: pageParam, limit: ORDERS_PAGE_SIZE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOrders(side: OrderSide) {
  return useInfiniteQuery(ordersQueryOptions(side));
}

/** The buyer's latest orders of one product, whatever the length of their history. */
export const productOrdersQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...ordersRootKey, 'product', productId],
    queryFn: ({ signal }) => getOrders({ side: 'buyer', productId }, signal),
  });
