import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminReferral,
  type ReferralStatus,
  adminReferralListSchema,
} from '@shared/referrals/referral-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminReferrals(status: ReferralStatus, signal?: AbortSignal): Promise<AdminReferral[]> {
  const payload = await apiFetch(`/api/admin/referrals?status=${status}`, { signal });
  return adminReferralListSchema.parse(payload).referrals;
}

export const adminReferralsQueryOptions = (status: ReferralStatus) =>
  queryOptions({
    queryKey: [...adminRootKey, 'referrals', status],
    queryFn: ({ signal }) => getAdminReferrals(status, signal),
  });

export function useAdminReferrals(status: ReferralStatus) {
  return useQuery(adminReferralsQueryOptions(status));
}

export async function payReferral(referralId: string): Promise<void> {
  await apiFetch(`/api/admin/referrals/${encodeURIComponent(referralId)}/pay`, { method: 'POST', body: {} });
}

/** Paying moves the platform's cash: the whole dashboard refreshes; so does a refusal, which may have cancelled the bonus. */
export function usePayReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
