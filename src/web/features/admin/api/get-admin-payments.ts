import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AdminPaymentList, adminPaymentListResponseSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

/** submitted: a proof awaits checking; pending: the buyer has not sent one yet. */
export type AdminPaymentFilter = 'submitted' | 'pending';

export async function getAdminPayments(
  status: AdminPaymentFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminPaymentList> {
  const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
  return adminPaymentListResponseSchema.parse(await apiFetch(`/api/admin/payments?${query}`, { signal }));
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
