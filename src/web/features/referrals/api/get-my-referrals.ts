import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyReferrals, myReferralsSchema } from '@shared/referrals/referral-view.schemas';
import { apiFetch } from '@web/lib/api-client';

export async function getMyReferrals(signal?: AbortSignal): Promise<MyReferrals> {
  return myReferralsSchema.parse(await apiFetch('/api/me/referrals', { signal }));
}

export const myReferralsQueryOptions = () =>
  queryOptions({ queryKey: ['referrals', 'me'], queryFn: ({ signal }) => getMyReferrals(signal) });

export function useMyReferrals() {
  return useQuery(myReferralsQueryOptions());
}
