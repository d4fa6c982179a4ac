import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockedUserListSchema, hiddenListingListSchema } from '@shared/moderation/block.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';

/** The viewer's blocks and hidden listings, as Settings lists them. */
export const viewerChoicesRootKey = ['viewer-choices'] as const;

export const blockedUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...viewerChoicesRootKey, 'blocks'],
    queryFn: async ({ signal }) => blockedUserListSchema.parse(await apiFetch('/api/me/blocks', { signal })).items,
  });

export const hiddenListingsQueryOptions = () =>
  queryOptions({
    queryKey: [...viewerChoicesRootKey, 'hidden-products'],
    queryFn: async ({ signal }) =>
      hiddenListingListSchema.parse(await apiFetch('/api/me/hidden-products', { signal })).items,
  });

export const useBlockedUsers = () => useQuery(blockedUsersQueryOptions());
export const useHiddenListings = () => useQuery(hiddenListingsQueryOptions());

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
