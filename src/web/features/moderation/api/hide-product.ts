import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';
import { viewerChoicesRootKey } from './viewer-choices';

export async function hideProduct(productId: string): Promise<void> {
  await apiFetch(`/api/products/${encodeURIComponent(productId)}/hide`, { method: 'POST' });
}

export function useHideProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideProduct,
    // The listing disappears for this viewer everywhere: the shop and the seller's page.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
        queryClient.invalidateQueries({ queryKey: sellersRootKey }),
        queryClient.invalidateQueries({ queryKey: viewerChoicesRootKey }),
      ]),
  });
}
