import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminReferralList,
  type ReferralStatus,
  adminReferralListSchema,
} from '@shared/referrals/referral-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminReferrals(
  status: ReferralStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminReferralList> {
  const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
  return adminReferralListSchema.parse(await apiFetch(`/api/admin/referrals?${query}`, { signal }));
}

/** One status's bonuses a page at a time (decision 076). */
export const adminReferralsQueryOptions = (status: ReferralStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'referrals', status],
    queryFn: ({ pageParam, signal }) => getAdminReferrals(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminReferrals(status: ReferralStatus) {
  return useInfiniteQuery(adminReferralsQueryOptions(status));
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
