import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/profile/own-profile.schemas';
import { type DeliveryAddress, deliveryAddressFromProfile } from '@shared/profile/profile-address';
import { apiFetch } from '@web/lib/api-client';

export type SavedAddress = DeliveryAddress;

const addressPartsSchema = ownProfileSchema.pick({ address: true, postalCode: true, city: true, country: true });

/** The profile's whole address and country, to pre-fill checkout and the switch to home delivery (spec §7). */
export async function getSavedAddress(signal?: AbortSignal): Promise<SavedAddress> {
  return deliveryAddressFromProfile(addressPartsSchema.parse(await apiFetch('/api/me/profile', { signal })));
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
