import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;
let seller: { id: string };
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  productId = await insertProduct(t, seller.id);
});
afterAll(async () => t.close());

describe('reports', () => {
  it('records a report on a product and on a seller', async () => {
    const buyer = await createUser(t);
    const client = await signIn(t, buyer);
    const onProduct = await client.post('/api/reports', {
      reason: 'fake_product',
      description: 'Photos volées',
      target: { type: 'product', productId },
    });
    const onSeller = await client.post('/api/reports', { reason: 'scam', target: { type: 'user', userId: seller.id } });
    expect([onProduct.statusCode, onSeller.statusCode]).toEqual([201, 201]);
    const rows = await t.ctx.db
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', buyer.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => [row.report_type, row.reason])).toEqual([
      ['product', 'fake_product'],
      ['user', 'scam'],
    ]);
  });

  it.each([
    [{ reason: undefined }, 'Veuillez sélectionner une raison'],
    [{ reason: 'spam', description: 'x'.repeat(501) }, 'La description est trop longue (max 500 caractères)'],
  ])('refuses %o in French', async (body, message) => {
    const client = await signIn(t, await createUser(t));
    const response = await client.post('/api/reports', { ...body, target: { type: 'product', productId } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a visitor and an unknown target', async () => {
    expect(
      (await new TestClient(t.app).post('/api/reports', { reason: 'spam', target: { type: 'product', productId } }))
        .statusCode,
    ).toBe(401);
    const client = await signIn(t, await createUser(t));
    const unknown = await client.post('/api/reports', {
      reason: 'spam',
      target: { type: 'user', userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Profil introuvable');
  });
});

describe('blocks', () => {
  it('is reversible and idempotent, and never visible to the blocked seller', async () => {
    const buyer = await createUser(t);
    const client = await signIn(t, buyer);
    expect((await client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(204);
    expect((await client.put(`/api/blocks/${seller.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/products/${productId}`)).json().viewer.hasBlockedSeller).toBe(true);

    const sellerClient = await signIn(t, seller as never);
    const sellerView = await sellerClient.get(`/api/sellers/${buyer.id}`);
    expect(JSON.stringify(sellerView.json())).not.toMatch(/blocked.*true/i);

    expect((await client.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/products/${productId}`)).json().viewer.hasBlockedSeller).toBe(false);
  });

  it('refuses blocking oneself and a visitor', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    expect((await client.put(`/api/blocks/${user.id}`)).json().error.message).toBe(
      'Vous ne pouvez pas vous bloquer vous-même',
    );
    expect((await new TestClient(t.app).put(`/api/blocks/${seller.id}`)).statusCode).toBe(401);
  });
});

describe('hiding a listing', () => {
  it('needs a signed-in viewer and an existing product', async () => {
    expect((await new TestClient(t.app).post(`/api/products/${productId}/hide`)).statusCode).toBe(401);
    const client = await signIn(t, await createUser(t));
    expect((await client.post('/api/products/00000000-0000-4000-8000-000000000000/hide')).statusCode).toBe(404);
    expect((await client.post(`/api/products/${productId}/hide`)).statusCode).toBe(204);
    expect((await client.get(`/api/products/${productId}`)).json().viewer.hasHidden).toBe(true);
  });
});
