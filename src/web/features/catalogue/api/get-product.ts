import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { isNotFound } from './not-found';

export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  // Not parsed again here, as the shop's list is not: the server checks this answer against
  // productDetailSchema before it leaves, and zod would weigh on the product page's first download.
  return (await apiFetch(`/api/products/${encodeURIComponent(id)}`, { signal })) as ProductDetail;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsRootKey, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing product stays missing: no retry on 404, the usual single one otherwise.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
