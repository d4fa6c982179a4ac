import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SaveSearchInput,
  type SavedSearch,
  type UpdateSavedSearchInput,
  savedSearchListSchema,
  savedSearchSchema,
} from '@shared/favourites/saved-search.schemas';
import { apiFetch } from '@web/lib/api-client';
import { savedSearchesKey } from './favourite-keys';

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return savedSearchListSchema.parse(await apiFetch('/api/me/saved-searches', { signal })).items;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchesKey, queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export async function saveSearch(input: SaveSearchInput): Promise<SavedSearch> {
  return savedSearchSchema.parse(await apiFetch('/api/me/saved-searches', { method: 'POST', body: input }));
}

export async function updateSavedSearch({ id, ...input }: UpdateSavedSearchInput & { id: string }) {
  const path = `/api/me/saved-searches/${encodeURIComponent(id)}`;
  return savedSearchSchema.parse(await apiFetch(path, { method: 'PATCH', body: input }));
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiFetch(`/api/me/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useSavedSearchMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export const useSaveSearch = () => useSavedSearchMutation(saveSearch);
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
