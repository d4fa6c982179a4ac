import type { FilePart } from './files';
import { multipartForm } from './files';
import type { TestClient } from './http';

/** Where the buyer asks to be refunded, in the payout details' shape (decision 041). */
export const ibanRefund = {
  paymentMethod: 'iban',
  ibanHolderName: 'Awa Diallo',
  ibanNumber: 'FR76 3000 6000 0112 3456 7890 189',
};

/** The buyer's return form: reason, description, refund details (an IBAN unless given) and optional photos. */
export function requestReturn(
  client: TestClient,
  orderId: string,
  fields: Record<string, string>,
  photos: FilePart[] = [],
) {
  const body = multipartForm(
    { ...ibanRefund, ...fields },
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
export const adminValidateReturn = (client: TestClient, returnId: string) =>
  client.post(`/api/admin/returns/${returnId}/validate`, {});
export const confirmReturnReceived = (client: TestClient, returnId: string, relist = false) =>
  client.post(`/api/returns/${returnId}/received`, { relist });

/** What the admin records when paying the buyer back from escrow. */
export const refundRecord = { method: 'iban', reference: 'VIR-REMB-0001' };

/** The admin's refund: method, reference and proof, multipart as the browser sends it. */
export function refundReturn(
  client: TestClient,
  returnId: string,
  fields: Record<string, string> = refundRecord,
  proof: FilePart | null = null,
) {
  const body = multipartForm(fields, proof ? [{ field: 'proof', file: proof }] : []);
  return client.request('POST', `/api/admin/returns/${returnId}/refund`, body.payload, {
    headers: { 'content-type': body.contentType },
  });
}
