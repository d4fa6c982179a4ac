import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/orders/order-status';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

const paymentPath = (paymentId: string, verb: 'approve' | 'reject') =>
  `/api/admin/payments/${encodeURIComponent(paymentId)}/${verb}`;

export async function approvePayment(paymentId: string): Promise<void> {
  await apiFetch(paymentPath(paymentId, 'approve'), { method: 'POST', body: {} });
}

export async function rejectPayment({ paymentId, note }: { paymentId: string; note: string }): Promise<void> {
  await apiFetch(paymentPath(paymentId, 'reject'), { method: 'POST', body: { note } });
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
