import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { favouriteIdsKey } from './favourite-keys';

/** A set, so each heart of a page of cards looks itself up at once. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<Set<string>> {
  // A shape check rather than zod: this runs on every page with cards.
  const payload = (await apiFetch('/api/me/favourites/ids', { signal })) as { productIds?: unknown };
  const ids = Array.isArray(payload?.productIds) ? payload.productIds : [];
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favouriteIdsKey,
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 60_000,
  });

/** The signed-in user's favourite ids; nothing is asked for a visitor. */
export function useFavouriteIds(signedIn: boolean) {
  return useQuery({ ...favouriteIdsQueryOptions(), enabled: signedIn });
}
