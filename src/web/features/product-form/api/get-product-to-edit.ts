import { queryOptions, useQuery } from '@tanstack/react-query';
import { productDetailSchema, type ProductDetail } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

export async function getProductToEdit(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return productDetailSchema.parse(await apiFetch(`/api/products/${encodeURIComponent(id)}`, { signal }));
}

export const productToEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsRootKey, 'edit', id],
    queryFn: ({ signal }) => getProductToEdit(id, signal),
    // The form must start from what is saved now, not from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
    // A 404 or a refusal will not change on a second try.
    retry: false,
  });

export function useProductToEdit(id: string) {
  return useQuery(productToEditQueryOptions(id));
}
