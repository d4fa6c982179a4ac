import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidTextMessage } from '@shared/text';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createSeller, signIn } from '@test/factories';
import type { TestClient } from '@test/http';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signIn(t, await createSeller(t));
});
afterAll(async () => t.close());

const ENGLISH = /\b(expected|invalid|required|received|must|string|number|object|array|undefined)\b/i;
const productId = '4d1f3c2a-8b7e-4f6a-9c5d-2e1b0a9f8e7d';
const checkout = { productId, deliveryType: 'home', paymentMethod: 'paypal', address: '12 rue de la Paix, Paris' };

/** Wrong requests whose messages no schema of ours words: zod's own, or a library's. */
const wrongRequests: [string, 'GET' | 'POST' | 'PATCH', string, unknown][] = [
  ['a body that is a string', 'POST', '/api/orders', 'bonjour'],
  ['a body that is an array', 'POST', '/api/orders', []],
  ['a body that is null', 'POST', '/api/orders', null],
  ['a text field given a number', 'POST', '/api/orders', { ...checkout, address: 12 }],
  ['an optional text field given an object', 'PATCH', '/api/me/profile', { fullName: 'Awa Diallo', bio: {} }],
  ['a boolean given a string', 'PATCH', '/api/products/' + productId + '/availability', { isAvailable: 'oui' }],
  [
    'a malformed id in a list',
    'POST',
    '/api/products',
    { title: 'Perruque', description: 'Belle', priceCents: 100, category: 'Perruques', imageIds: ['pas-un-id'] },
  ],
  ['an unknown variant', 'POST', '/api/reports', { reason: 'spam', target: { type: 'commande' } }],
  ['an unknown choice in the query', 'GET', '/api/orders?side=tous', undefined],
  ['a number that is not one in the query', 'GET', '/api/admin/orders?limit=beaucoup', undefined],
  ['a missing field at sign-in', 'POST', '/api/auth/sign-in/email', { password: 'x' }],
];

describe('validation messages', () => {
  it.each(wrongRequests)('%s: 400, in French', async (_case, method, url, body) => {
    const response = await client.request(
      method,
      url,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? {} : { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
    const { message } = response.json().error;
    expect(message).not.toMatch(ENGLISH);
    expect(message.length).toBeGreaterThan(0);
  });
});

describe('text PostgreSQL cannot store, in a query string', () => {
  it('the shop ignores a search it could not run, as any malformed filter', async () => {
    const response = await clientFor(t).get('/api/products?q=perruque%00');
    expect(response.statusCode).toBe(200);
  });

  it('address suggestions refuse it, in French', async () => {
    const response = await client.get('/api/addresses/suggest?q=rue%00de');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(invalidTextMessage);
  });
});
