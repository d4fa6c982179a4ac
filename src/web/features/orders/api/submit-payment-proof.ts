import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorSchema } from '@shared/errors/api-error';
import { type OrderView, orderViewSchema } from '@shared/orders/order-view.schemas';
import { ApiError } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

type ProofUpload = {
  orderId: string;
  file: File;
  /** Percent sent so far, 0-100. */
  onProgress: (percent: number) => void;
};

/**
 * Sends the proof to POST /api/orders/:id/payment-proof. XMLHttpRequest rather than
 * fetch: only it reports upload progress, which matters for a 5 MB scan on mobile data.
 * Rejects with the server's ApiError (its French message) when it refuses the file.
 */
export function submitPaymentProof({ orderId, file, onProgress }: ProofUpload): Promise<OrderView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/orders/${encodeURIComponent(orderId)}/payment-proof`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const order = orderViewSchema.safeParse(payload);
        if (order.success) resolve(order.data);
        else reject(new Error('Unexpected proof upload answer'));
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        error.success && error.data.error.message !== ''
          ? new ApiError(error.data.error.code, error.data.error.message, xhr.status)
          : new Error(`Proof upload failed with status ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new Error('Proof upload network error'));
    const body = new FormData();
    body.append('proof', file);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function useSubmitPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPaymentProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersRootKey }),
  });
}
