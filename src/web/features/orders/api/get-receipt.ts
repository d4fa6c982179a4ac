import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Receipt, receiptSchema } from '@shared/orders/receipt.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

export async function getReceipt(orderId: string, signal?: AbortSignal): Promise<Receipt> {
  return receiptSchema.parse(await apiFetch(`/api/orders/${encodeURIComponent(orderId)}/receipt`, { signal }));
}

export const receiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersRootKey, 'receipt', orderId],
    queryFn: ({ signal }) => getReceipt(orderId, signal),
    // A refusal (not paid yet, not the buyer) will not change on a retry.
    retry: false,
  });

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId));
}

/** The PDF download, a plain link: the session cookie goes with it. */
export const receiptPdfUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/receipt.pdf`;
