import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminStats, adminStatsSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiFetch('/api/admin/stats', { signal }));
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRootKey, 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
