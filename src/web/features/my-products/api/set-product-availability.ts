import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

type AvailabilityChange = { id: string; isAvailable: boolean };

export async function setProductAvailability({ id, isAvailable }: AvailabilityChange): Promise<void> {
  await apiFetch(`/api/products/${encodeURIComponent(id)}/availability`, { method: 'PATCH', body: { isAvailable } });
}

export function useSetProductAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductAvailability,
    // The whole product tree: the shop and the product page change too. Awaited, so the
    // card shows its new state when the toast appears.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsRootKey }),
  });
}
