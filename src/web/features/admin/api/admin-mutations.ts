import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/orders/order-status';
import type { AdminPaymentView } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

type PaymentRef = Pick<AdminPaymentView, 'id' | 'kind'>;

/** An order's payment or a delivery supplement (decision 040): the same decisions, each on its own route. */
const paymentPath = (payment: PaymentRef, verb: 'approve' | 'reject') =>
  `/api/admin/${payment.kind === 'supplement' ? 'supplements' : 'payments'}/${encodeURIComponent(payment.id)}/${verb}`;

export async function approvePayment(payment: PaymentRef): Promise<void> {
  await apiFetch(paymentPath(payment, 'approve'), { method: 'POST', body: {} });
}

export async function rejectPayment({ payment, note }: { payment: PaymentRef; note: string }): Promise<void> {
  await apiFetch(paymentPath(payment, 'reject'), { method: 'POST', body: { note } });
}

export async function setOrderStatus(input: { orderId: string; status: OrderStatus; reason: string }): Promise<void> {
  await apiFetch(`/api/admin/orders/${encodeURIComponent(input.orderId)}/status`, {
    method: 'POST',
    body: { status: input.status, reason: input.reason },
  });
}

/**
 * Each decision moves figures on every tab and card: the whole dashboard refreshes.
 * Callers await mutateAsync, as the refreshed list may remove their row before
 * mutate()'s own callbacks would run.
 */
function useAdminMutation<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}

export const useApprovePayment = () => useAdminMutation(approvePayment);
export const useRejectPayment = () => useAdminMutation(rejectPayment);
export const useSetOrderStatus = () => useAdminMutation(setOrderStatus);
