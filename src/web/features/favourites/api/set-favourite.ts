import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { favouriteIdsKey, favouriteListKey } from './favourite-keys';

type SetFavouriteInput = { productId: string; saved: boolean };

export async function setFavourite({ productId, saved }: SetFavouriteInput): Promise<void> {
  await apiFetch(`/api/me/favourites/${encodeURIComponent(productId)}`, { method: saved ? 'PUT' : 'DELETE' });
}

/** Fills or empties the heart at once; a refusal puts it back as it was. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ productId, saved }) => {
      await queryClient.cancelQueries({ queryKey: favouriteIdsKey });
      const previous = queryClient.getQueryData<Set<string>>(favouriteIdsKey);
      const next = new Set(previous);
      if (saved) next.add(productId);
      else next.delete(productId);
      queryClient.setQueryData(favouriteIdsKey, next);
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(favouriteIdsKey, context?.previous),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteIdsKey }),
        queryClient.invalidateQueries({ queryKey: favouriteListKey }),
      ]),
  });
}
