import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReportDecisionInput, type ReportQueue, reportQueueSchema } from '@shared/trust/report-queue.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getReportQueue(cursor: string | null, signal?: AbortSignal): Promise<ReportQueue> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return reportQueueSchema.parse(await apiFetch(`/api/admin/reports${query}`, { signal }));
}

/** The open reports' groups a page at a time, most recently reported first (decision 075). */
export const reportQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'reports'],
    queryFn: ({ pageParam, signal }) => getReportQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReportQueue() {
  return useInfiniteQuery(reportQueueQueryOptions());
}

export async function decideReports(input: ReportDecisionInput): Promise<void> {
  await apiFetch('/api/admin/reports/decisions', { method: 'POST', body: input });
}

/** A takedown or a suspension moves the stat cards and the log too: the dashboard refreshes. */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
