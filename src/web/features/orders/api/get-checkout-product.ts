import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type ProductDetail, productDetailSchema } from '@shared/catalogue/product.schemas';
import { ApiError, apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';

export async function getCheckoutProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return productDetailSchema.parse(await apiFetch(`/api/products/${encodeURIComponent(id)}`, { signal }));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A link with a mangled id is as missing as an unknown product; no need to ask the server. */
export const isProductId = (id: string) => z.uuid().safeParse(id).success;

/** The same key as the product page, so arriving from it shows the product at once. */
export const checkoutProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...productsRootKey, 'detail', id],
    queryFn: ({ signal }) => getCheckoutProduct(id, signal),
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

export function useCheckoutProduct(id: string) {
  return useQuery({ ...checkoutProductQueryOptions(id), enabled: isProductId(id) });
}
