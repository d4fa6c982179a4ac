import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderListResponse, OrderSide } from '@shared/orders/order-view.schemas';
import { ORDERS_PAGE_SIZE, type OrderPageRequest, orderListPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

/**
 * The server writes this answer through the shared `orderListResponseSchema`; parsing it again
 * here would put zod and every order schema in the list's first download, and building them cost
 * a slow phone a fifth of the screen's script time (issue 35, decision 077), as for the session.
 */
export async function getOrders(request: OrderPageRequest, signal?: AbortSignal): Promise<OrderListResponse> {
  return (await apiFetch(orderListPath(request), { signal })) as OrderListResponse;
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
