import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductList } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { productsApiPath } from '@shared/catalogue/shop-url';
import { searchParamsFromFilters, type ShopFilters } from '../shop-search-params';

export async function getProducts(
  filters: ShopFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductList> {
  // Not parsed again here: the server checks this answer against productListSchema before it
  // leaves (the zod serializer), and zod would double what the shop's first screen downloads.
  return (await apiFetch(productsApiPath(filters, cursor), { signal })) as ProductList;
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
