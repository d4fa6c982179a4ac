import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FavouriteCounts, favouriteCountsSchema } from '@shared/favourites/favourite.schemas';
import { apiFetch } from '@web/lib/api-client';
import { favouriteCountsKey } from './favourite-keys';

export async function getFavouriteCounts(signal?: AbortSignal): Promise<FavouriteCounts['counts']> {
  return favouriteCountsSchema.parse(await apiFetch('/api/me/favourite-counts', { signal })).counts;
}

export const favouriteCountsQueryOptions = () =>
  queryOptions({ queryKey: favouriteCountsKey, queryFn: ({ signal }) => getFavouriteCounts(signal) });

/** How many people saved each of the seller's listings (one request for the whole grid). */
export function useFavouriteCounts() {
  return useQuery(favouriteCountsQueryOptions());
}
