import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { statementListSchema, statementSchema } from '@shared/moderation/statement.schemas';
import { apiFetch } from '@web/lib/api-client';

const statementsKey = ['moderation-decisions'] as const;

/** The person's decisions a page at a time, newest first (decision 076). */
export const myStatementsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...statementsKey, 'mine'],
    queryFn: async ({ pageParam, signal }) =>
      statementListSchema.parse(
        await apiFetch(`/api/me/moderation-decisions${pageParam ? `?cursor=${pageParam}` : ''}`, { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One statement: the signed-in person's, or anyone's holding the key of the e-mail's link. */
export const statementQuery = (id: string, key: string | null) =>
  queryOptions({
    queryKey: [...statementsKey, id, key],
    queryFn: async ({ signal }) =>
      statementSchema.parse(
        await apiFetch(
          `/api/moderation-decisions/${encodeURIComponent(id)}${key ? `?cle=${encodeURIComponent(key)}` : ''}`,
          { signal },
        ),
      ),
    retry: false,
  });

export const useMyStatements = () => useInfiniteQuery(myStatementsQuery());
export const useStatement = (id: string, key: string | null) => useQuery(statementQuery(id, key));

export function useLodgeComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, explanation, key }: { id: string; explanation: string; key: string | null }) =>
      apiFetch(`/api/moderation-decisions/${encodeURIComponent(id)}/complaint`, {
        method: 'POST',
        body: { explanation, ...(key ? { key } : {}) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: statementsKey }),
  });
}
