import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';

/** The admin puts a listing the moderation took down back in the shop. */
export async function restoreProduct(productId: string): Promise<void> {
  await apiFetch(`/api/admin/products/${encodeURIComponent(productId)}/moderation`, {
    method: 'PATCH',
    body: { hidden: false },
  });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    // Back in the shop and on the seller's page, and its own page says so.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsRootKey }),
        queryClient.invalidateQueries({ queryKey: sellersRootKey }),
      ]),
  });
}
