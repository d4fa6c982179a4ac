import type { TestApp } from './app';
import { multipartForm, type FilePart } from './files';
import type { TestClient } from './http';
import { orderParties } from './order-factories';

/** A seller's listing, a buyer who asks about it and an admin, with the conversation opened. */
export async function conversationParties(t: TestApp) {
  const parties = await orderParties(t, { stock_quantity: 5 });
  const conversationId = await openAbout(parties.buyerClient, { type: 'product', productId: parties.productId });
  return { ...parties, conversationId };
}

export async function openAbout(
  client: TestClient,
  subject: { type: 'product'; productId: string } | { type: 'order'; orderId: string },
): Promise<string> {
  const response = await client.post('/api/conversations', subject);
  if (response.statusCode !== 200) throw new Error(`open conversation failed: ${response.body}`);
  return response.json().id;
}

export const sendText = (client: TestClient, conversationId: string, body: string) =>
  client.post(`/api/conversations/${conversationId}/messages`, { body });

export function sendWithPhotos(client: TestClient, conversationId: string, body: string, photos: FilePart[]) {
  const form = multipartForm(
    { body },
    photos.map((file) => ({ field: 'photos', file })),
  );
  return client.request('POST', `/api/conversations/${conversationId}/messages`, form.payload, {
    headers: { 'content-type': form.contentType },
  });
}

export async function say(client: TestClient, conversationId: string, body: string): Promise<string> {
  const response = await sendText(client, conversationId, body);
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return response.json().id;
}
