import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';

export type SavedAddress = { address: string; country: string };

const addressPartsSchema = ownProfileSchema.pick({ address: true, city: true, country: true });

/** The profile's address (street then city) and country, to pre-fill checkout (spec §7). */
export async function getSavedAddress(signal?: AbortSignal): Promise<SavedAddress> {
  const profile = addressPartsSchema.parse(await apiFetch('/api/me/profile', { signal }));
  return {
    address: [profile.address, profile.city].filter((part) => part?.trim()).join(', '),
    country: profile.country ?? '',
  };
}

export const savedAddressQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'profile', 'address'],
    queryFn: ({ signal }) => getSavedAddress(signal),
    retry: false,
  });

export function useSavedAddress() {
  return useQuery(savedAddressQueryOptions());
}
