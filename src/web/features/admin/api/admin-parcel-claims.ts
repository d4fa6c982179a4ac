import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminParcelClaimList,
  adminParcelClaimListSchema,
  type ParcelClaimOutcome,
} from '@shared/orders/parcel-claim.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getParcelClaims(cursor: string | null, signal?: AbortSignal): Promise<AdminParcelClaimList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return adminParcelClaimListSchema.parse(await apiFetch(`/api/admin/parcel-claims${query}`, { signal }));
}

/** The open claims a page at a time, oldest claim first (decision 074). */
export const parcelClaimsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'parcel-claims'],
    queryFn: ({ pageParam, signal }) => getParcelClaims(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useParcelClaims() {
  return useInfiniteQuery(parcelClaimsQueryOptions());
}

export type ParcelClaimDecision = { orderId: string; outcome: ParcelClaimOutcome; reason: string };

export async function decideParcelClaim({ orderId, outcome, reason }: ParcelClaimDecision): Promise<void> {
  await apiFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/parcel-claim`, {
    method: 'POST',
    body: { outcome, reason },
  });
}

/** A refund moves the stat cards too: the whole dashboard refreshes. */
export function useDecideParcelClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideParcelClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
