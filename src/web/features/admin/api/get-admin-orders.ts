import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/orders/order-status';
import { type AdminOrderList, adminOrderListResponseSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

/** Spec §9: the recent-orders tab lists the 10 latest, then pages further. */
export const RECENT_ORDERS_LIMIT = 10;

/** `cursors`: the pages walked past, each one's cursor (keyset paging, decision 069); empty on the first page. */
export type AdminOrderFilter = { q?: string; status?: OrderStatus; from?: string; to?: string; cursors: string[] };

export async function getAdminOrders(filter: AdminOrderFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  const params = new URLSearchParams({ limit: String(RECENT_ORDERS_LIMIT) });
  const cursor = filter.cursors.at(-1);
  if (cursor) params.set('cursor', cursor);
  for (const name of ['q', 'status', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  return adminOrderListResponseSchema.parse(await apiFetch(`/api/admin/orders?${params}`, { signal }));
}

export const adminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: [...adminRootKey, 'orders', filter],
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}
