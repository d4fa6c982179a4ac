import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderView, orderViewSchema } from '@shared/orders/order-view.schemas';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { ordersRootKey } from './order-keys';

type ProofUpload = {
  orderId: string;
  /** The order's payment, or its delivery supplement (decision 040). */
  target?: 'payment-proof' | 'supplement/proof';
  file: File;
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
};

/** Sends the proof to POST /api/orders/:id/payment-proof (or supplement/proof), with progress for a 5 MB scan on mobile data. */
export function submitPaymentProof({
  orderId,
  target = 'payment-proof',
  file,
  onProgress,
}: ProofUpload): Promise<OrderView> {
  return uploadWithProgress({
    url: `/api/orders/${encodeURIComponent(orderId)}/${target}`,
    field: 'proof',
    file,
    answer: orderViewSchema,
    onProgress,
  });
}

export function useSubmitPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersRootKey }),
  });
}
