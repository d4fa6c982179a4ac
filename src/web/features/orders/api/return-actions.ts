import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderView, orderViewSchema } from '@shared/orders/order-view.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ordersRootKey } from './order-keys';

/** The return routes that take no file and answer with the order's new view. */
export type ReturnStepPath = 'approve' | 'reject' | 'shipped-back' | 'received' | 'cancel';

/**
 * approve sends the return address, reject the reason, shipped-back the tracking number (decision 026),
 * received whether the unit goes back on sale (decision 041).
 */
export type ReturnStep = { returnId: string; body?: Record<string, string | boolean | null> };

export async function postReturnStep(path: ReturnStepPath, { returnId, body = {} }: ReturnStep): Promise<OrderView> {
  const payload = await apiFetch(`/api/returns/${encodeURIComponent(returnId)}/${path}`, { method: 'POST', body });
  return orderViewSchema.parse(payload);
}

/** Sends a multipart form (return or dispute photos); rejects with the server's ApiError. */
async function postForm(url: string, form: FormData): Promise<OrderView> {
  return orderViewSchema.parse(await apiFetch(url, { method: 'POST', body: form }));
}

/** The request's text fields (reason, description, refund details) and its photos. */
export type ReturnRequest = { orderId: string; fields: Record<string, string>; photos: File[] };

export function requestReturn({ orderId, fields, photos }: ReturnRequest): Promise<OrderView> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', photo);
  return postForm(`/api/orders/${encodeURIComponent(orderId)}/return`, form);
}

export type ReturnDispute = { returnId: string; message: string; photos: File[] };

export function openDispute({ returnId, message, photos }: ReturnDispute): Promise<OrderView> {
  const form = new FormData();
  form.append('message', message);
  for (const photo of photos) form.append('photos', photo);
  return postForm(`/api/returns/${encodeURIComponent(returnId)}/dispute`, form);
}

/** Every return change refreshes both order tabs (the other party's card changes too). */
function useReturnMutation<TInput>(mutationFn: (input: TInput) => Promise<OrderView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersRootKey }) });
}

export const useRequestReturn = () => useReturnMutation(requestReturn);
export const useOpenDispute = () => useReturnMutation(openDispute);
export const useReturnStep = (path: ReturnStepPath) =>
  useReturnMutation((step: ReturnStep) => postReturnStep(path, step));
