import { useMutation } from '@tanstack/react-query';
import type { ReportData } from '@shared/catalogue/report.schemas';
import { apiFetch } from '@web/lib/api-client';

export type ReportTarget = { type: 'product'; productId: string } | { type: 'user'; userId: string };

export async function createReport(input: ReportData & { target: ReportTarget }): Promise<void> {
  await apiFetch('/api/reports', { method: 'POST', body: input });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
