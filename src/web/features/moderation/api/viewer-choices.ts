import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { blockedUserListSchema, hiddenListingListSchema } from '@shared/moderation/block.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';

/** The viewer's blocks and hidden listings, as Settings lists them. */
export const viewerChoicesRootKey = ['viewer-choices'] as const;

const pageUrl = (path: string, cursor: string | null) => (cursor ? `${path}?cursor=${cursor}` : path);

/** Each list a page at a time, newest first (decision 076). */
export const blockedUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...viewerChoicesRootKey, 'blocks'],
    queryFn: async ({ pageParam, signal }) =>
      blockedUserListSchema.parse(await apiFetch(pageUrl('/api/me/blocks', pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const hiddenListingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...viewerChoicesRootKey, 'hidden-products'],
    queryFn: async ({ pageParam, signal }) =>
      hiddenListingListSchema.parse(await apiFetch(pageUrl('/api/me/hidden-products', pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBlockedUsers = () => useInfiniteQuery(blockedUsersQueryOptions());
export const useHiddenListings = () => useInfiniteQuery(hiddenListingsQueryOptions());

export async function showListingAgain(productId: string): Promise<void> {
  await apiFetch(`/api/products/${encodeURIComponent(productId)}/hide`, { method: 'DELETE' });
}

export function useShowListingAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showListingAgain,
    // Back in the shop and on the seller's page, and out of the Settings list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
        queryClient.invalidateQueries({ queryKey: sellersRootKey }),
        queryClient.invalidateQueries({ queryKey: viewerChoicesRootKey }),
      ]),
  });
}
