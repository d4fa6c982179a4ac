import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type OrderListResponse, orderListResponseSchema, type OrderSide } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

type OrderPageRequest = { side: OrderSide; cursor?: string | null; productId?: string; limit?: number };

/**
 * The orders a tab draws at a time: an order card is a few hundred elements, and a cheap phone
 * spends a second drawing fifty of them before the screen answers (issue 35, bench:web).
 */
export const ORDERS_PAGE_SIZE = 20;

export async function getOrders(request: OrderPageRequest, signal?: AbortSignal): Promise<OrderListResponse> {
  const params = new URLSearchParams({ side: request.side });
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.productId) params.set('productId', request.productId);
  if (request.limit) params.set('limit', String(request.limit));
  return orderListResponseSchema.parse(await apiFetch(`/api/orders?${params}`, { signal }));
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
