import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type OwnProductList, ownProductListSchema } from '@shared/catalogue/product.schemas';
import { ownProductsPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

export async function getMyProducts(cursor: string | null, signal?: AbortSignal): Promise<OwnProductList> {
  return ownProductListSchema.parse(await apiFetch(ownProductsPath(cursor), { signal }));
}

/** The seller's listings a page at a time, newest first: 'Voir plus' asks for the next (decision 073). */
export const myProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...productsRootKey, 'mine'],
    queryFn: ({ pageParam, signal }) => getMyProducts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyProducts() {
  return useInfiniteQuery(myProductsQueryOptions());
}
