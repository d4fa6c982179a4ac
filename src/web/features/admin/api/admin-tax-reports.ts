import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Dac7SellerList, dac7SellerListSchema } from '@shared/tax/tax-details.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getDac7Sellers(
  year: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Dac7SellerList> {
  const query = new URLSearchParams({ year: String(year), ...(cursor ? { cursor } : {}) });
  return dac7SellerListSchema.parse(await apiFetch(`/api/admin/tax-reports/dac7/sellers?${query}`, { signal }));
}

/** The year's sellers a page at a time, those to chase first (decision 076). */
export const dac7SellersQueryOptions = (year: number) =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'dac7', year],
    queryFn: ({ pageParam, signal }) => getDac7Sellers(year, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDac7Sellers(year: number) {
  return useInfiniteQuery(dac7SellersQueryOptions(year));
}

export const dac7XmlUrl = (year: number) => `/api/admin/tax-reports/dac7?year=${year}`;
