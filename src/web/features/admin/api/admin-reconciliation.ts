import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReconciliationExceptionPage,
  type StatementImport,
  lineDecisionResultSchema,
  reconciliationExceptionPageSchema,
  statementImportSchema,
} from '@shared/payments/reconciliation.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getReconciliationExceptions(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReconciliationExceptionPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const body = await apiFetch(`/api/admin/reconciliation/exceptions${query}`, { signal });
  return reconciliationExceptionPageSchema.parse(body);
}

export const reconciliationExceptionsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'reconciliation'],
    queryFn: ({ pageParam, signal }) => getReconciliationExceptions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** 'À examiner', 50 lines a page, then 'Voir plus' (decision 069). */
export const useReconciliationExceptions = () => useInfiniteQuery(reconciliationExceptionsQuery());

/** Multipart; the server tells camt XML from CSV by the bytes, answers once the lines are stored, and matches them after. */
export async function importStatement(file: File): Promise<StatementImport> {
  const body = new FormData();
  body.append('file', file);
  return statementImportSchema.parse(await apiFetch('/api/admin/reconciliation/statements', { method: 'POST', body }));
}

/** Validated payments change orders, ledger and lists: the whole dashboard refreshes. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}

export type LineAction = 'link' | 'refund' | 'dismiss';

export async function decideLine(input: { lineId: string; action: LineAction; value: string }) {
  const body = input.action === 'link' ? { orderNumber: input.value } : { note: input.value };
  const answer = await apiFetch(`/api/admin/reconciliation/lines/${input.lineId}/${input.action}`, {
    method: 'POST',
    body,
  });
  return lineDecisionResultSchema.parse(answer);
}

/** A linked line validates a payment: the whole dashboard refreshes, as after an import. */
export function useDecideLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
