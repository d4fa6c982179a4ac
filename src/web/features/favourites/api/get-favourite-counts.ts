import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteCounts } from '@shared/favourites/favourite.schemas';
import { apiFetch } from '@web/lib/api-client';
import { favouriteCountsKey } from './favourite-keys';

export async function getFavouriteCounts(signal?: AbortSignal): Promise<FavouriteCounts['counts']> {
  // Not parsed again (the server checks it against favouriteCountsSchema): no zod on the product page.
  return ((await apiFetch('/api/me/favourite-counts', { signal })) as FavouriteCounts).counts;
}

export const favouriteCountsQueryOptions = () =>
  queryOptions({ queryKey: favouriteCountsKey, queryFn: ({ signal }) => getFavouriteCounts(signal) });

/** How many people saved each of the seller's listings (one request for the whole grid). */
export function useFavouriteCounts() {
  return useQuery(favouriteCountsQueryOptions());
}
