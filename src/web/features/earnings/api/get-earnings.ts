import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type Earnings,
  type PayoutHistoryPage,
  earningsSchema,
  payoutHistoryPageSchema,
} from '@shared/earnings/earnings.schemas';
import { earningsPath, payoutsPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';

export async function getEarnings(cursor: string | null, signal?: AbortSignal): Promise<Earnings> {
  return earningsSchema.parse(await apiFetch(earningsPath(cursor), { signal }));
}

/** The totals and the sales a page at a time, newest first: 'Voir plus' asks for the next (decision 075). */
export const earningsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['earnings', 'me'],
    queryFn: ({ pageParam, signal }) => getEarnings(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useEarnings() {
  return useInfiniteQuery(earningsQueryOptions());
}

export async function getPayoutHistory(cursor: string | null, signal?: AbortSignal): Promise<PayoutHistoryPage> {
  return payoutHistoryPageSchema.parse(await apiFetch(payoutsPath(cursor), { signal }));
}

/** The payouts received, a page at a time, newest first. */
export const payoutHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['earnings', 'payouts'],
    queryFn: ({ pageParam, signal }) => getPayoutHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePayoutHistory() {
  return useInfiniteQuery(payoutHistoryQueryOptions());
}
