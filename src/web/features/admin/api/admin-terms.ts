import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PublishTermsInput,
  type TermsHistory,
  type TermsVersion,
  termsHistorySchema,
  termsVersionSchema,
} from '@shared/legal/terms.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getTermsVersions(signal?: AbortSignal): Promise<TermsHistory> {
  return termsHistorySchema.parse(await apiFetch('/api/terms', { signal }));
}

export const adminTermsQueryOptions = () =>
  queryOptions({ queryKey: [...adminRootKey, 'terms'], queryFn: ({ signal }) => getTermsVersions(signal) });

export function useAdminTerms() {
  return useQuery(adminTermsQueryOptions());
}

export async function publishTerms(input: PublishTermsInput): Promise<TermsVersion> {
  return termsVersionSchema.parse(await apiFetch('/api/admin/terms', { method: 'POST', body: input }));
}

export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
