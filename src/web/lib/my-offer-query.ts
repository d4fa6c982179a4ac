import { queryOptions } from '@tanstack/react-query';
import { type MyOffer, myOfferSchema } from '@shared/offers/offer.schemas';
import { apiFetch } from './api-client';
import { messagesRootKey } from './messages-query-keys';

export async function getMyOffer(productId: string, signal?: AbortSignal): Promise<MyOffer> {
  return myOfferSchema.parse(await apiFetch(`/api/products/${encodeURIComponent(productId)}/my-offer`, { signal }));
}

/**
 * My offer on a listing, for the product page (messaging) and the checkout (orders): under the
 * messages' root key, so the live stream refreshes it when the seller answers.
 */
export const myOfferQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...messagesRootKey, 'my-offer', productId],
    queryFn: ({ signal }) => getMyOffer(productId, signal),
  });
