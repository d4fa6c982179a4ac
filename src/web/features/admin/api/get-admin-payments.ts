import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPaymentList } from '@shared/orders/order-view.schemas';
import { type AdminPaymentFilter, adminPaymentsPath } from '@shared/first-page-paths';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getAdminPayments(
  status: AdminPaymentFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminPaymentList> {
  // Written by the server through adminPaymentListResponseSchema: parsed again, the dashboard's
  // first tab would wait for zod (decision 077).
  return (await apiFetch(adminPaymentsPath(status, cursor), { signal })) as AdminPaymentList;
}

/** One queue a page at a time, orders' payments and supplements together, oldest change first (decision 075). */
export const adminPaymentsQueryOptions = (status: AdminPaymentFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'payments', status],
    queryFn: ({ pageParam, signal }) => getAdminPayments(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminPayments(status: AdminPaymentFilter) {
  return useInfiniteQuery(adminPaymentsQueryOptions(status));
}
