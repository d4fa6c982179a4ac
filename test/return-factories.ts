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
