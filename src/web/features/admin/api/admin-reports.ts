import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReportDecisionInput, type ReportGroup, reportQueueSchema } from '@shared/trust/report-queue.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getReportQueue(signal?: AbortSignal): Promise<ReportGroup[]> {
  return reportQueueSchema.parse(await apiFetch('/api/admin/reports', { signal })).groups;
}

export const reportQueueQueryOptions = () =>
  queryOptions({ queryKey: [...adminRootKey, 'reports'], queryFn: ({ signal }) => getReportQueue(signal) });

export function useReportQueue() {
  return useQuery(reportQueueQueryOptions());
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
