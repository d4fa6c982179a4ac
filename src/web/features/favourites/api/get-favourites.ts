import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type FavouriteList, favouriteListSchema } from '@shared/favourites/favourite.schemas';
import { apiFetch } from '@web/lib/api-client';
import { favouriteListKey } from './favourite-keys';

export async function getFavourites(cursor: string | null, signal?: AbortSignal): Promise<FavouriteList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return favouriteListSchema.parse(await apiFetch(`/api/me/favourites${query}`, { signal }));
}

/** 'Mes favoris' a page at a time, newest first: 'Voir plus' asks for the next (decision 073). */
export const favouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: favouriteListKey,
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useFavourites() {
  return useInfiniteQuery(favouritesQueryOptions());
}
