import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfileSchema } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';

const payoutDetailsSchema = ownProfileSchema.pick({
  paymentMethod: true,
  paypalEmail: true,
  ibanHolderName: true,
  ibanNumber: true,
  mobileMoneyName: true,
  mobileMoneyNumber: true,
});

/** The profile's payout details, to pre-fill how a buyer is refunded (decision 041). */
export async function getSavedPayoutDetails(signal?: AbortSignal) {
  return payoutDetailsSchema.parse(await apiFetch('/api/me/profile', { signal }));
}

export const savedPayoutDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'profile', 'payout-details'],
    queryFn: ({ signal }) => getSavedPayoutDetails(signal),
    retry: false,
  });

export function useSavedPayoutDetails() {
  return useQuery(savedPayoutDetailsQueryOptions());
}
