import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BalancesAt, balancesAtSchema } from '@shared/accounting/accounting.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getBalancesAt(day: string, signal?: AbortSignal): Promise<BalancesAt> {
  return balancesAtSchema.parse(
    await apiFetch(`/api/admin/accounting/balances?at=${encodeURIComponent(day)}`, { signal }),
  );
}

export const balancesAtQueryOptions = (day: string) =>
  queryOptions({
    queryKey: [...adminRootKey, 'balances', day],
    queryFn: ({ signal }) => getBalancesAt(day, signal),
  });

/** Only for a valid day: the form checks it with the shared schema first. */
export function useBalancesAt(day: string | null) {
  return useQuery({ ...balancesAtQueryOptions(day ?? ''), enabled: day !== null });
}
