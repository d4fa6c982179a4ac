import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OwnProductList } from '@shared/catalogue/product.schemas';
import { ownProductsPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

/** Written by the server through the shared `ownProductListSchema`: not parsed again (see get-orders.ts). */
export async function getMyProducts(cursor: string | null, signal?: AbortSignal): Promise<OwnProductList> {
  return (await apiFetch(ownProductsPath(cursor), { signal })) as OwnProductList;
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
