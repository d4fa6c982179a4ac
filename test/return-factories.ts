import type { TestApp } from './app';
import type { TestClient } from './http';
import { type orderParties, paidOrder } from './order-factories';

type Parties = Awaited<ReturnType<typeof orderParties>>;
type FilePart = { name: string; type: string; data: Buffer };

/** paid → shipped → received by the buyer: an order a return can be asked for. */
export async function deliveredOrder(t: TestApp, parties: Parties): Promise<string> {
  const orderId = await paidOrder(t, parties);
  const shipped = await parties.sellerClient.post(`/api/orders/${orderId}/ship`, {});
  if (shipped.statusCode !== 200) throw new Error(`ship failed: ${shipped.body}`);
  const received = await parties.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
  if (received.statusCode !== 200) throw new Error(`receipt failed: ${received.body}`);
  return orderId;
}

/** A multipart body with text fields and files, as the browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, files: { field: string; file: FilePart }[]) {
  const boundary = `----boucles${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const { field, file } of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

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

/** A refund proof (seller or admin), multipart field "proof". */
export function sendProof(client: TestClient, url: string, file: FilePart) {
  const body = multipartForm({}, [{ field: 'proof', file }]);
  return client.request('POST', url, body.payload, { headers: { 'content-type': body.contentType } });
}
