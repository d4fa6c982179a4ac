import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BundleDiscount, bundleDiscountViewSchema } from '@shared/lots/bundle-discount.schemas';
import { apiFetch } from '@web/lib/api-client';
import { lotsRootKey } from './lots';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';

const URL = '/api/me/bundle-discount';

export const bundleDiscountQueryOptions = () =>
  queryOptions({
    queryKey: ['bundle-discount'],
    queryFn: async ({ signal }) => bundleDiscountViewSchema.parse(await apiFetch(URL, { signal })),
  });

/** The seller's own steps (none: off). */
export function useBundleDiscount() {
  return useQuery(bundleDiscountQueryOptions());
}

/** Saving changes what the product and seller pages say, and the prices of lots. */
export function useSetBundleDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (discount: BundleDiscount) =>
      bundleDiscountViewSchema.parse(await apiFetch(URL, { method: 'PUT', body: discount })),
    onSuccess: (view) => {
      queryClient.setQueryData(bundleDiscountQueryOptions().queryKey, view);
      for (const queryKey of [productsRootKey, sellersRootKey, lotsRootKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
