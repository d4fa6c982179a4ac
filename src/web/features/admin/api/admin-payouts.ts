import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PayoutView,
  type RecordPayoutInput,
  type SellerBalanceList,
  payoutViewSchema,
  sellerBalanceListSchema,
} from '@shared/orders/payout.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getSellerBalances(cursor: string | null, signal?: AbortSignal): Promise<SellerBalanceList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return sellerBalanceListSchema.parse(await apiFetch(`/api/admin/payouts${query}`, { signal }));
}

/** The sellers a page at a time, most owed first (decision 075). */
export const sellerBalancesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'payouts'],
    queryFn: ({ pageParam, signal }) => getSellerBalances(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSellerBalances() {
  return useInfiniteQuery(sellerBalancesQueryOptions());
}

export async function recordPayout(input: RecordPayoutInput): Promise<PayoutView> {
  return payoutViewSchema.parse(await apiFetch('/api/admin/payouts', { method: 'POST', body: input }));
}

/** Multipart; the server sniffs the bytes again. */
export async function sendPayoutProof(payoutId: string, file: File): Promise<PayoutView> {
  const body = new FormData();
  body.append('proof', file);
  const path = `/api/admin/payouts/${encodeURIComponent(payoutId)}/proof`;
  return payoutViewSchema.parse(await apiFetch(path, { method: 'POST', body }));
}

export type PayoutOutcome = { payout: PayoutView; proofError: unknown };

/**
 * The payout first, then its optional proof: a refused proof must not undo a payout the
 * admin really made, so its failure is returned (proofError) rather than thrown.
 */
async function recordPayoutWithProof({ input, proof }: { input: RecordPayoutInput; proof: File | null }) {
  const payout = await recordPayout(input);
  if (!proof) return { payout, proofError: null } satisfies PayoutOutcome;
  try {
    return { payout: await sendPayoutProof(payout.id, proof), proofError: null } satisfies PayoutOutcome;
  } catch (proofError) {
    return { payout, proofError } satisfies PayoutOutcome;
  }
}

/** A payout moves the platform's cash and the seller's balance: the whole dashboard refreshes. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayoutWithProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
