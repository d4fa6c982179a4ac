import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyTerms, type TermsHistory, myTermsSchema, termsHistorySchema } from '@shared/legal/terms.schemas';
import { apiFetch } from '@web/lib/api-client';

const termsRootKey = ['terms'] as const;

export async function getTermsHistory(signal?: AbortSignal): Promise<TermsHistory> {
  return termsHistorySchema.parse(await apiFetch('/api/terms', { signal }));
}

export const termsHistoryQueryOptions = () =>
  queryOptions({ queryKey: [...termsRootKey, 'history'], queryFn: ({ signal }) => getTermsHistory(signal) });

export function useTermsHistory() {
  return useQuery(termsHistoryQueryOptions());
}

export async function getMyTerms(signal?: AbortSignal): Promise<MyTerms> {
  return myTermsSchema.parse(await apiFetch('/api/me/terms', { signal }));
}

/** Per person: whoever signs in next in this tab is asked about their own acceptance. */
export const myTermsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...termsRootKey, 'mine', userId], queryFn: ({ signal }) => getMyTerms(signal) });

export function useMyTerms(userId: string) {
  return useQuery(myTermsQueryOptions(userId));
}

export async function acceptTerms(version: number): Promise<MyTerms> {
  return myTermsSchema.parse(await apiFetch('/api/me/terms/accept', { method: 'POST', body: { version } }));
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsRootKey }),
  });
}
