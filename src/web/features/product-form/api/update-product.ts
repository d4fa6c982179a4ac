import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productDetailSchema, type UpdateProductInput } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

// Only the id is read back, as on create: the page shown next loads the product anyway.
const savedProductSchema = productDetailSchema.pick({ id: true });

export async function updateProduct(id: string, input: UpdateProductInput): Promise<{ id: string }> {
  return savedProductSchema.parse(
    await apiFetch(`/api/products/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  );
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProductInput) => updateProduct(id, input),
    // Not awaited: the form navigates away at once; the product page refetches.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productsRootKey }),
  });
}
