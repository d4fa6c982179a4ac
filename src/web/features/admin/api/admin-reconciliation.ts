import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReconciliationException,
  type StatementImport,
  lineDecisionResultSchema,
  reconciliationExceptionListSchema,
  statementImportSchema,
} from '@shared/payments/reconciliation.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getReconciliationExceptions(signal?: AbortSignal): Promise<ReconciliationException[]> {
  const body = await apiFetch('/api/admin/reconciliation/exceptions', { signal });
  return reconciliationExceptionListSchema.parse(body).exceptions;
}

export function useReconciliationExceptions() {
  return useQuery(
    queryOptions({
      queryKey: [...adminRootKey, 'reconciliation'],
      queryFn: ({ signal }) => getReconciliationExceptions(signal),
    }),
  );
}

/** Multipart; the server tells camt XML from CSV by the bytes. */
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
