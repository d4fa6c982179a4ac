import type { FilePart } from './files';
import { multipartForm } from './files';
import type { TestClient } from './http';

/** The buyer's return form: reason, description and optional photos. */
export function requestReturn(
  client: TestClient,
  orderId: string,
  fields: Record<string, string>,
  photos: FilePart[] = [],
) {
  const body = multipartForm(
    fields,
    photos.map((file) => ({ field: 'photos', file })),
  );
  return client.request('POST', `/api/orders/${orderId}/return`, body.payload, {
    headers: { 'content-type': body.contentType },
  });
}

/** What the seller gives when accepting a return, and the buyer when shipping it back (decision 026). */
export const returnAddress = { address: '8 rue des Lilas, 69003 Lyon', country: 'France' };
export const refusalReason = { reason: "L'article a été porté et abîmé après la livraison" };
export const trackingNumber = { trackingNumber: '6A12345678901' };

export const approveReturn = (client: TestClient, returnId: string, body: object = returnAddress) =>
  client.post(`/api/returns/${returnId}/approve`, body);
export const rejectReturn = (client: TestClient, returnId: string, body: object = refusalReason) =>
  client.post(`/api/returns/${returnId}/reject`, body);
export const shipBack = (client: TestClient, returnId: string, body: object = trackingNumber) =>
  client.post(`/api/returns/${returnId}/shipped-back`, body);
