import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyTerms, TermsHistory } from '@shared/legal/terms.schemas';
import { apiFetch } from '@web/lib/api-client';

const termsRootKey = ['terms'] as const;

// The server writes these answers through the shared `termsHistorySchema` and `myTermsSchema`;
// parsing them again here would bring zod to every member's page with the terms check (issue 35,
// decision 077).

export async function getTermsHistory(signal?: AbortSignal): Promise<TermsHistory> {
  return (await apiFetch('/api/terms', { signal })) as TermsHistory;
}

export const termsHistoryQueryOptions = () =>
  queryOptions({ queryKey: [...termsRootKey, 'history'], queryFn: ({ signal }) => getTermsHistory(signal) });

export function useTermsHistory() {
  return useQuery(termsHistoryQueryOptions());
}

export async function getMyTerms(signal?: AbortSignal): Promise<MyTerms> {
  return (await apiFetch('/api/me/terms', { signal })) as MyTerms;
}

/** Per person: whoever signs in next in this tab is asked about their own acceptance. */
export const myTermsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...termsRootKey, 'mine', userId], queryFn: ({ signal }) => getMyTerms(signal) });

export function useMyTerms(userId: string) {
  return useQuery(myTermsQueryOptions(userId));
}

export async function acceptTerms(version: number): Promise<MyTerms> {
  return (await apiFetch('/api/me/terms/accept', { method: 'POST', body: { version } })) as MyTerms;
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsRootKey }),
  });
}
