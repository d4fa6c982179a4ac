import { useInfiniteQuery } from '@tanstack/react-query';
import { type AdminLogPage, adminLogPageSchema } from '@shared/trust/admin-log.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export type AdminLogFilter = { action?: string; targetType?: string; targetId?: string };

export async function getAdminLogs(
  filter: AdminLogFilter,
  before: number | null,
  signal?: AbortSignal,
): Promise<AdminLogPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  if (before) params.set('before', String(before));
  const query = params.size > 0 ? `?${params}` : '';
  return adminLogPageSchema.parse(await apiFetch(`/api/admin/logs${query}`, { signal }));
}

/** Spec §9: the 20 latest, then further pages. */
export function useAdminLogs(filter: AdminLogFilter) {
  return useInfiniteQuery({
    queryKey: [...adminRootKey, 'logs', filter],
    queryFn: ({ pageParam, signal }) => getAdminLogs(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
