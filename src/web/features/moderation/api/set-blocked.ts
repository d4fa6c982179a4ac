import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';
import { viewerChoicesRootKey } from './viewer-choices';

type SetBlockedInput = { userId: string; blocked: boolean };

export async function setBlocked({ userId, blocked }: SetBlockedInput): Promise<void> {
  await apiFetch(`/api/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    // A blocked seller's listings leave the shop, and the menus must offer the opposite action.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
        queryClient.invalidateQueries({ queryKey: sellersRootKey }),
        queryClient.invalidateQueries({ queryKey: viewerChoicesRootKey }),
      ]),
  });
}
