import type { ModerationGround } from '@shared/moderation/grounds';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminVerificationPage, adminVerificationPageSchema } from '@shared/trust/verification.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getPendingVerifications(
  after: string | null,
  signal?: AbortSignal,
): Promise<AdminVerificationPage> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  return adminVerificationPageSchema.parse(await apiFetch(`/api/admin/verifications${query}`, { signal }));
}

/** Spec §9: 10 requests, then 'Voir plus'. */
export function usePendingVerifications() {
  return useInfiniteQuery({
    queryKey: [...adminRootKey, 'verifications'],
    queryFn: ({ pageParam, signal }) => getPendingVerifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export async function approveVerification(id: string): Promise<void> {
  await apiFetch(`/api/admin/verifications/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {} });
}

type Restriction = { reason: string; ground: ModerationGround };

export async function refuseVerification({ id, reason, ground }: Restriction & { id: string }): Promise<void> {
  await apiFetch(`/api/admin/verifications/${encodeURIComponent(id)}/refuse`, {
    method: 'POST',
    body: { reason, ground },
  });
}

export async function revokeVerification({ userId, reason, ground }: Restriction & { userId: string }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/verification/revoke`, {
    method: 'POST',
    body: { reason, ground },
  });
}

/** A decision changes the queue, the search results and the log: the dashboard refreshes. */
function useTrustMutation<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }) });
}

export const useApproveVerification = () => useTrustMutation(approveVerification);
export const useRefuseVerification = () => useTrustMutation(refuseVerification);
export const useRevokeVerification = () => useTrustMutation(revokeVerification);
