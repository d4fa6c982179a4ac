import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SellerProfile, sellerProfileSchema } from '@shared/catalogue/seller.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sellersRootKey } from '@web/lib/seller-query-keys';
import { isNotFound } from './not-found';

export async function getSellerProfile(id: string, signal?: AbortSignal): Promise<SellerProfile> {
  return sellerProfileSchema.parse(await apiFetch(`/api/sellers/${encodeURIComponent(id)}`, { signal }));
}

export const sellerProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sellersRootKey, id, 'profile'],
    queryFn: ({ signal }) => getSellerProfile(id, signal),
    // An unknown profile stays unknown: no retry on 404, the usual single one otherwise.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

export function useSellerProfile(id: string) {
  return useQuery(sellerProfileQueryOptions(id));
}
