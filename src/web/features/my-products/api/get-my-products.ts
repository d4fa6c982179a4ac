import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type OwnProductList, ownProductListSchema } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

/** The listings drawn at a time: a cheap phone draws 24 cards well before it would draw 50 (issue 35). */
const MY_PRODUCTS_PAGE_SIZE = 24;

export async function getMyProducts(cursor: string | null, signal?: AbortSignal): Promise<OwnProductList> {
  const query = new URLSearchParams({ limit: String(MY_PRODUCTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return ownProductListSchema.parse(await apiFetch(`/api/me/products?${query}`, { signal }));
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
