import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReconciliationException,
  type StatementImport,
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
