import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderView, orderViewSchema } from '@shared/orders/order-view.schemas';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { ordersRootKey } from './order-keys';

type ProofUpload = {
  orderId: string;
  file: File;
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
};

/** Sends the proof to POST /api/orders/:id/payment-proof, with progress for a 5 MB scan on mobile data. */
export function submitPaymentProof({ orderId, file, onProgress }: ProofUpload): Promise<OrderView> {
  return uploadWithProgress({
    url: `/api/orders/${encodeURIComponent(orderId)}/payment-proof`,
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
