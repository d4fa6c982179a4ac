import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Favourite, favouriteListSchema } from '@shared/favourites/favourite.schemas';
import { apiFetch } from '@web/lib/api-client';
import { favouriteListKey } from './favourite-keys';

export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  return favouriteListSchema.parse(await apiFetch('/api/me/favourites', { signal })).items;
}

export const favouritesQueryOptions = () =>
  queryOptions({ queryKey: favouriteListKey, queryFn: ({ signal }) => getFavourites(signal) });

export function useFavourites() {
  return useQuery(favouritesQueryOptions());
}
