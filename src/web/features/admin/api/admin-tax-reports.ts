import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Dac7SellerList, dac7SellerListSchema } from '@shared/tax/tax-details.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export const dac7SellersQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...adminRootKey, 'dac7', year],
    queryFn: async ({ signal }): Promise<Dac7SellerList> =>
      dac7SellerListSchema.parse(await apiFetch(`/api/admin/tax-reports/dac7/sellers?year=${year}`, { signal })),
  });

export function useDac7Sellers(year: number) {
  return useQuery(dac7SellersQueryOptions(year));
}

export const dac7XmlUrl = (year: number) => `/api/admin/tax-reports/dac7?year=${year}`;
