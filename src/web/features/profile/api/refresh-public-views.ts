import type { QueryClient } from '@tanstack/react-query';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';
import { sessionQueryKey } from '@web/lib/session';

/** Name and photo also show in the menu, on the seller page and on product cards: refresh them all. */
export function refreshPublicViews(queryClient: QueryClient): void {
  for (const queryKey of [sessionQueryKey, sellersRootKey, productsRootKey]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
