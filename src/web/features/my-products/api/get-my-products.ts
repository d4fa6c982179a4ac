import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProductListSchema, type OwnProduct } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

export async function getMyProducts(signal?: AbortSignal): Promise<OwnProduct[]> {
  return ownProductListSchema.parse(await apiFetch('/api/me/products', { signal })).items;
}

export const myProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...productsRootKey, 'mine'],
    queryFn: ({ signal }) => getMyProducts(signal),
  });

export function useMyProducts() {
  return useQuery(myProductsQueryOptions());
}
