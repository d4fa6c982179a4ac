import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Earnings, earningsSchema } from '@shared/earnings/earnings.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return earningsSchema.parse(await apiFetch('/api/me/earnings', { signal }));
}

export const earningsQueryOptions = () =>
  queryOptions({ queryKey: ['earnings', 'me'], queryFn: ({ signal }) => getEarnings(signal) });

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
