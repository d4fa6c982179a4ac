import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ProductList, productListSchema } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { productsApiPath, searchParamsFromFilters, type ShopFilters } from '../shop-search-params';

export async function getProducts(
  filters: ShopFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductList> {
  return productListSchema.parse(await apiFetch(productsApiPath(filters, cursor), { signal }));
}

export const productsQueryOptions = (filters: ShopFilters) =>
  infiniteQueryOptions({
    // The canonical query string: two URLs for the same view share one cache entry.
    queryKey: [...productsRootKey, 'shop', searchParamsFromFilters(filters).toString()],
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // While a new filter loads, the previous results stay on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ShopFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
