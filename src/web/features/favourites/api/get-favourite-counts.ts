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
  const ids = [...new Set(batch.map((entry) => entry.productId))];
  for (let start = 0; start < ids.length; start += FAVOURITE_COUNTS_MAX_IDS) {
    const chunk = new Set(ids.slice(start, start + FAVOURITE_COUNTS_MAX_IDS));
    const asking = batch.filter((entry) => chunk.has(entry.productId));
    try {
      // Not parsed again (the server checks it against favouriteCountsSchema): no zod on the product page.
      const { counts } = (await apiFetch(`/api/me/favourite-counts?ids=${[...chunk].join(',')}`)) as FavouriteCounts;
      for (const entry of asking) entry.resolve(counts[entry.productId] ?? 0);
    } catch (error) {
      for (const entry of asking) entry.reject(error);
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
