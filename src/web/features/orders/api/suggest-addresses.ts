import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AddressSuggestion, addressSuggestionsResponseSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { usePublicConfig } from '@web/lib/public-config';

/** Spec §5 and §9: suggestions start at 3 typed characters. */
export const SUGGEST_MIN_CHARS = 3;

export async function suggestAddresses(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const payload = await apiFetch(`/api/addresses/suggest?q=${encodeURIComponent(query)}`, { signal });
  return addressSuggestionsResponseSchema.parse(payload).suggestions;
}

export const addressSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['address-suggestions', query],
    queryFn: ({ signal }) => suggestAddresses(query, signal),
    // Addresses do not move; a retyped prefix is answered from the cache.
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `query` is already debounced; below 3 characters, or with no provider on the server, nothing is asked. */
export function useAddressSuggestions(query: string) {
  const trimmed = query.trim();
  const provided = usePublicConfig().data?.addressSuggestions === true;
  return useQuery({
    ...addressSuggestionsQueryOptions(trimmed),
    enabled: provided && trimmed.length >= SUGGEST_MIN_CHARS,
    // The list keeps its last results while the next ones load, so it does not flicker.
    placeholderData: keepPreviousData,
  });
}
