import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminParcelClaim,
  adminParcelClaimListSchema,
  type ParcelClaimOutcome,
} from '@shared/orders/parcel-claim.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getParcelClaims(signal?: AbortSignal): Promise<AdminParcelClaim[]> {
  const payload = await apiFetch('/api/admin/parcel-claims', { signal });
  return adminParcelClaimListSchema.parse(payload).claims;
}

export const parcelClaimsQueryOptions = () =>
  queryOptions({ queryKey: [...adminRootKey, 'parcel-claims'], queryFn: ({ signal }) => getParcelClaims(signal) });

export function useParcelClaims() {
  return useQuery(parcelClaimsQueryOptions());
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
