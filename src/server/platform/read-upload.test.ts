import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createSeller, signIn } from '@test/factories';
import { multipartForm, pngImage } from '@test/files';
import type { TestClient } from '@test/http';

let t: TestApp;
let seller: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signIn(t, await createSeller(t));
  admin = await signIn(t, await createAdmin(t));
});
afterAll(async () => t.close());

const id = randomUUID();
const routes = [
  ['/api/me/avatar', 'file'],
  ['/api/product-media?kind=image', 'file'],
  [`/api/orders/${id}/payment-proof`, 'proof'],
  [`/api/orders/${id}/return`, 'photos'],
  [`/api/admin/returns/${id}/refund`, 'proof'],
  [`/api/admin/payouts/${id}/proof`, 'proof'],
] as const;

it.each(routes)('%s answers a body cut short with a 400 in French', async (url, field) => {
  const file = { name: 'photo.png', type: 'image/png', data: await pngImage(60, 60) };
  const body = multipartForm({ reason: 'damaged' }, [{ field, file }]);
  const client = url.startsWith('/api/admin/') ? admin : seller;
  // In a part's headers, in the file, and in the closing boundary.
  for (const length of [120, Math.floor(body.payload.length / 2), body.payload.length - 10]) {
    const response = await client.request('POST', url, body.payload.subarray(0, length), {
      headers: { 'content-type': body.contentType },
    });
    expect([length, response.statusCode, response.json().error.message]).toEqual([
      length,
      400,
      "Le fichier n'a pas été reçu en entier, veuillez réessayer",
    ]);
  }
});
