import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OwnProfile, ownProfileSchema } from '@shared/profile/own-profile.schemas';
import type { PayoutDetailsData } from '@shared/profile/payout-details.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';

/** Replaces the payout details as a whole, confirmed by the password (and the code with 2FA). */
export async function updatePayoutDetails(details: PayoutDetailsData): Promise<OwnProfile> {
  return ownProfileSchema.parse(await apiFetch('/api/me/payout-details', { method: 'PUT', body: details }));
}

export function useUpdatePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayoutDetails,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  });
}
