import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Factor, factorListSchema } from '@shared/account/two-factor.schemas';
import { apiFetch } from '@web/lib/api-client';
import { accountRootKey } from './account-query-keys';

export async function getFactors(signal?: AbortSignal): Promise<Factor[]> {
  return factorListSchema.parse(await apiFetch('/api/me/factors', { signal })).items;
}

export const factorsQueryOptions = () =>
  queryOptions({ queryKey: [...accountRootKey, 'factors'], queryFn: ({ signal }) => getFactors(signal) });

export function useFactors() {
  return useQuery(factorsQueryOptions());
}
