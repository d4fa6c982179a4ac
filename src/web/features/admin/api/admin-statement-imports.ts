import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type StatementImportsPage,
  statementFileUrlSchema,
  statementImportsPageSchema,
} from '@shared/payments/statement-imports.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getStatementImports(page: number, signal?: AbortSignal): Promise<StatementImportsPage> {
  const body = await apiFetch(`/api/admin/reconciliation/imports?page=${page}`, { signal });
  return statementImportsPageSchema.parse(body);
}

/** While the job matches an import's lines, the page is read again this often, should the live events miss. */
const PROGRESS_REFRESH_MS = 2_000;

/**
 * Under the admin root key: an import or a validation anywhere refreshes the history and the
 * share, and so do the 'statements' events the matching job sends as it goes.
 */
export const statementImportsQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminRootKey, 'reconciliation-imports', page],
    queryFn: ({ signal }) => getStatementImports(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.imports.some((row) => row.finishedAt === null) ? PROGRESS_REFRESH_MS : false,
  });

export const useStatementImports = (page: number) => useQuery(statementImportsQuery(page));

/** A link signed for an hour; the browser downloads the file from it. */
export async function getStatementFileUrl(statementId: string): Promise<string> {
  const body = await apiFetch(`/api/admin/reconciliation/imports/${statementId}/file`);
  return statementFileUrlSchema.parse(body).url;
}

export const useStatementFileUrl = () => useMutation({ mutationFn: getStatementFileUrl });
