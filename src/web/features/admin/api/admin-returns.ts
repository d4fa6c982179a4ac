import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeOutcome } from '@shared/returns/return-view.schemas';
import {
  type AdminReturnFilter,
  type AdminReturnList,
  adminReturnListResponseSchema,
} from '@shared/returns/return.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminReturns(
  status: AdminReturnFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminReturnList> {
  const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
  return adminReturnListResponseSchema.parse(await apiFetch(`/api/admin/returns?${query}`, { signal }));
}

/** One status's returns a page at a time, oldest change first (decision 075). */
export const adminReturnsQueryOptions = (status: AdminReturnFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'returns', status],
    queryFn: ({ pageParam, signal }) => getAdminReturns(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminReturns(status: AdminReturnFilter) {
  return useInfiniteQuery(adminReturnsQueryOptions(status));
}

const returnPath = (returnId: string, verb: 'validate' | 'refund') =>
  `/api/admin/returns/${encodeURIComponent(returnId)}/${verb}`;

/** The admin agrees to the return; nothing is paid yet, so no proof (decision 041). */
export async function validateReturn(returnId: string): Promise<void> {
  await apiFetch(returnPath(returnId, 'validate'), { method: 'POST', body: {} });
}

export type DisputeDecision = { returnId: string; outcome: DisputeOutcome; reason: string };

/** Upholds the seller's refusal or orders the return, with the admin's reason (decision 026). */
export async function decideDispute({ returnId, outcome, reason }: DisputeDecision): Promise<void> {
  await apiFetch(`/api/admin/returns/${encodeURIComponent(returnId)}/dispute-decision`, {
    method: 'POST',
    body: { outcome, reason },
  });
}

export type ReturnRefund = { returnId: string; method: string; reference: string; file: File };

/** The refund paid from escrow: method, reference, and the proof as multipart field "proof". */
export async function refundReturn({ returnId, method, reference, file }: ReturnRefund): Promise<void> {
  const form = new FormData();
  form.append('method', method);
  form.append('reference', reference);
  form.append('proof', file);
  await apiFetch(returnPath(returnId, 'refund'), { method: 'POST', body: form });
}

/** A decision on a return moves the stat cards too: the whole dashboard refreshes. */
function useReturnDecision<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }) });
}

export const useValidateReturn = () => useReturnDecision(validateReturn);
export const useRefundReturn = () => useReturnDecision(refundReturn);
export const useDecideDispute = () => useReturnDecision(decideDispute);
