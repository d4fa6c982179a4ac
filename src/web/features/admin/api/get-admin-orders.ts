import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminOrderView, adminOrderListResponseSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

/** Spec §9: the recent-orders tab lists the 10 latest. */
export const RECENT_ORDERS_LIMIT = 10;

export async function getAdminOrders(signal?: AbortSignal): Promise<AdminOrderView[]> {
  const payload = await apiFetch(`/api/admin/orders?limit=${RECENT_ORDERS_LIMIT}`, { signal });
  return adminOrderListResponseSchema.parse(payload).orders;
}

export const adminOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRootKey, 'orders'],
    queryFn: ({ signal }) => getAdminOrders(signal),
  });

export function useAdminOrders() {
  return useQuery(adminOrdersQueryOptions());
}
