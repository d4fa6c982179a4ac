import { useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type SellerListingPage, sellerListingPageSchema } from '@shared/catalogue/seller.schemas';
import { apiFetch } from '@web/lib/api-client';
import { sellersRootKey } from '@web/lib/seller-query-keys';

export async function getSellerListings(id: string, cursor: string, signal?: AbortSignal): Promise<SellerListingPage> {
  const params = new URLSearchParams({ cursor });
  return sellerListingPageSchema.parse(
    await apiFetch(`/api/sellers/${encodeURIComponent(id)}/products?${params}`, { signal }),
  );
}

/** The pages after the profile's first one, from the cursor the profile gave (decision 073). */
export const sellerListingsQueryOptions = (id: string, firstCursor: string) =>
  infiniteQueryOptions({
    queryKey: [...sellersRootKey, id, 'listings', firstCursor],
    queryFn: ({ pageParam, signal }) => getSellerListings(id, pageParam, signal),
    initialPageParam: firstCursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The listings 'Voir plus' adds under the profile's first page; nothing is fetched before the first tap. */
export function useSellerListings(id: string, firstCursor: string | null) {
  const [asked, setAsked] = useState(false);
  const query = useInfiniteQuery({
    ...sellerListingsQueryOptions(id, firstCursor ?? ''),
    enabled: asked && firstCursor !== null,
  });
  const more = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    more,
    hasMore: firstCursor !== null && (!query.data || query.hasNextPage),
    loading: query.isFetching,
    loadMore: () => (asked ? void query.fetchNextPage() : setAsked(true)),
  };
}
