import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  // Written by the server through adminStatsSchema: parsed again, the dashboard would wait for zod (decision 077).
  return (await apiFetch('/api/admin/stats', { signal })) as AdminStats;
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRootKey, 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
