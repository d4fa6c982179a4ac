import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { myOfferQueryOptions } from '@web/lib/my-offer-query';

/**
 * The accepted offer a 'Commander à …' link names, while it may still be used: its price for
 * the summary and its id for the checkout. Anything else (spent, expired, someone else's)
 * leaves the listing's price; the server decides either way.
 */
export function useOfferToOrder(productId: string, offerId: string | null) {
  const wanted = offerId !== null && z.uuid().safeParse(offerId).success && z.uuid().safeParse(productId).success;
  const query = useQuery({ ...myOfferQueryOptions(productId), enabled: wanted });
  const offer = query.data?.offer;
  const usable = wanted && offer?.id === offerId && offer.canOrder ? offer : null;
  return {
    isPending: wanted && query.isPending,
    offerId: usable?.id ?? null,
    priceCents: usable?.amountCents ?? null,
  };
}
