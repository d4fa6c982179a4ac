import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productDetailSchema, type CreateProductInput } from '@shared/catalogue/product.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

// Only the id is read back: a stricter check failing here would report an error for
// a product that was in fact created, and the seller would create it twice.
const savedProductSchema = productDetailSchema.pick({ id: true });

export async function createProduct(input: CreateProductInput): Promise<{ id: string }> {
  return savedProductSchema.parse(await apiFetch('/api/products', { method: 'POST', body: input }));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // Not awaited: the form navigates away at once; lists refetch when next shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productsRootKey }),
  });
}
