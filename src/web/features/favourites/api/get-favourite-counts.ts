import { useQuery } from '@tanstack/react-query';
import { FAVOURITE_COUNTS_MAX_IDS } from '@shared/favourites/favourite-texts';
import type { FavouriteCounts } from '@shared/favourites/favourite.schemas';
import { apiFetch } from '@web/lib/api-client';
import { favouriteCountsKey } from './favourite-keys';

type Waiting = { productId: string; resolve: (count: number) => void; reject: (error: unknown) => void };
let waiting: Waiting[] = [];

/**
 * The listings asked about in one moment (a grid's cards drawing) go in one request of at most
 * FAVOURITE_COUNTS_MAX_IDS ids, the API's bound (decision 076), rather than one per card.
 */
async function askWaiting() {
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += FAVOURITE_COUNTS_MAX_IDS) {
    const chunk = batch.slice(start, start + FAVOURITE_COUNTS_MAX_IDS);
    const ids = [...new Set(chunk.map((entry) => entry.productId))];
    try {
      // Not parsed again (the server checks it against favouriteCountsSchema): no zod on the product page.
      const { counts } = (await apiFetch(`/api/me/favourite-counts?ids=${ids.join(',')}`)) as FavouriteCounts;
      for (const entry of chunk) entry.resolve(counts[entry.productId] ?? 0);
    } catch (error) {
      for (const entry of chunk) entry.reject(error);
    }
  }
}

export function getFavouriteCount(productId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    waiting.push({ productId, resolve, reject });
    if (waiting.length === 1) setTimeout(() => void askWaiting(), 0);
  });
}

/** How many people saved this listing of the seller's. */
export function useFavouriteCount(productId: string) {
  return useQuery({ queryKey: [...favouriteCountsKey, productId], queryFn: () => getFavouriteCount(productId) });
}
