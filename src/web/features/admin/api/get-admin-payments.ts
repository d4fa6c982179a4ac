import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminPaymentView, adminPaymentListResponseSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

/** submitted: a proof awaits checking; pending: the buyer has not sent one yet. */
export type AdminPaymentFilter = 'submitted' | 'pending';

export async function getAdminPayments(status: AdminPaymentFilter, signal?: AbortSignal): Promise<AdminPaymentView[]> {
  const payload = await apiFetch(`/api/admin/payments?status=${status}`, { signal });
  return adminPaymentListResponseSchema.parse(payload).payments;
}

export const adminPaymentsQueryOptions = (status: AdminPaymentFilter) =>
  queryOptions({
    queryKey: [...adminRootKey, 'payments', status],
    queryFn: ({ signal }) => getAdminPayments(status, signal),
  });

export function useAdminPayments(status: AdminPaymentFilter) {
  return useQuery(adminPaymentsQueryOptions(status));
}
