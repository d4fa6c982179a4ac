import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { insertReviewedOrder } from '@test/review-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { MAX_PAGE_SIZE } from '@shared/paging';

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
});
afterAll(async () => t.close());

async function review(sellerId: string, rating: number, title: string) {
  const buyer = await createUser(t, { fullName: 'Acheteuse Test' });
  const productId = await insertProduct(t, sellerId, { title });
  await insertReviewedOrder(t, { buyerId: buyer.id, sellerId, productId, rating, comment: `Note ${rating}` });
  return productId;
}

describe('GET /api/sellers/:id', () => {
  it('shows the public profile, listings, the rating and reviews, never private details', async () => {
    const seller = await createSeller(t, { verified: true });
    await t.ctx.db
      .updateTable('profiles')
      .set({
        username: 'aminata_hair',
        bio: 'Perruquière à Paris',
        city: 'Paris',
        country: 'France',
        phone: '+33 6 12 34 56 78',
        iban_number: 'FR7612345678901234567890123',
      })
      .where('id', '=', seller.id)
      .execute();
    const productId = await review(seller.id, 5, 'Perruque A');
    await review(seller.id, 4, 'Perruque B');
    await insertProduct(t, seller.id, { title: 'Cachée', is_available: false });

    const response = await visitor.get(`/api/sellers/${seller.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.seller).toMatchObject({
      displayName: 'aminata_hair',
      isVerified: true,
      city: 'Paris',
      rating: { average: 4.5, count: 2 },
    });
    expect(body.products.map((product: { title: string }) => product.title).sort()).toEqual([
      'Perruque A',
      'Perruque B',
    ]);
    expect(body.reviews[0]).toMatchObject({ rating: 4, product: { title: 'Perruque B' } });
    const text = JSON.stringify(body);
    for (const secret of [seller.email, '+33 6 12 34 56 78', 'FR7612345678901234567890123'])
      expect(text).not.toContain(secret);

    expect((await visitor.get(`/api/sellers/${seller.id}/rating`)).json()).toEqual({ average: 4.5, count: 2 });
    expect((await visitor.get(`/api/products/${productId}/reviews`)).json().items).toHaveLength(1);
    expect((await visitor.get(`/api/sellers/${seller.id}/reviews`)).json().items).toHaveLength(2);
  });

  it('shows at most the 10 latest reviews on the profile', async () => {
    const seller = await createSeller(t);
    for (let i = 0; i < 11; i++) await review(seller.id, 3, `Produit ${i}`);
    expect((await visitor.get(`/api/sellers/${seller.id}`)).json().reviews).toHaveLength(10);
  });

  it("answers 'Profil introuvable' for an unknown id and an account being deleted", async () => {
    const leaving = await createSeller(t, { markedForDeletion: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', leaving.id]) {
      const response = await visitor.get(`/api/sellers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Profil introuvable');
    }
  });

  it('leaves out the listings the viewer hid, for that viewer only', async () => {
    const seller = await createSeller(t);
    const hiddenId = await insertProduct(t, seller.id, { title: 'Masquée par moi' });
    await insertProduct(t, seller.id, { title: 'Toujours là' });
    const buyer = await signIn(t, await createUser(t));
    expect((await buyer.post(`/api/products/${hiddenId}/hide`)).statusCode).toBe(204);

    const titles = async (client: TestClient) =>
      (await client.get(`/api/sellers/${seller.id}`))
        .json()
        .products.map((product: { title: string }) => product.title);
    expect(await titles(buyer)).toEqual(['Toujours là']);
    expect((await titles(visitor)).sort()).toEqual(['Masquée par moi', 'Toujours là']);
  });
});

describe('GET /api/sellers/:id/products', () => {
  it('pages the listings newest first, with no duplicate and no gap, and counts them all', async () => {
    const seller = await createSeller(t);
    const created = Date.parse('2026-01-01T00:00:00Z');
    const ids: string[] = [];
    // 60 listings, the last ten at the same instant: the id breaks the tie.
    for (let i = 0; i < 60; i++)
      ids.push(await insertProduct(t, seller.id, { created_at: new Date(created + Math.min(i, 50) * 60_000) }));
    await insertProduct(t, seller.id, { title: 'Cachée', is_available: false });

    const profile = (await visitor.get(`/api/sellers/${seller.id}`)).json();
    expect([profile.products.length, profile.productCount]).toEqual([MAX_PAGE_SIZE, 60]);
    const rest = await readAllPages(visitor, `/api/sellers/${seller.id}/products`, { limit: 7 });
    expect(rest).toHaveLength(60);
    expect(new Set(rest).size).toBe(60);
    expect(new Set(rest)).toEqual(new Set(ids));
    expect(rest.slice(0, MAX_PAGE_SIZE)).toEqual(profile.products.map((product: { id: string }) => product.id));
    const next = (await visitor.get(`/api/sellers/${seller.id}/products?cursor=${profile.productsNextCursor}`)).json();
    expect(next.items.map((item: { id: string }) => item.id)).toEqual(rest.slice(MAX_PAGE_SIZE));
    expect(next.nextCursor).toBeNull();
    await expectPagingRefusals(visitor, `/api/sellers/${seller.id}/products`);
  });

  it("answers 'Profil introuvable' to a visitor for someone who never listed, and leaves out what the viewer hid", async () => {
    const buyer = await createUser(t);
    const refused = await visitor.get(`/api/sellers/${buyer.id}/products`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'Profil introuvable']);

    const seller = await createSeller(t);
    const hiddenId = await insertProduct(t, seller.id, { title: 'Masquée par moi' });
    const keptId = await insertProduct(t, seller.id, { title: 'Toujours là' });
    const viewer = await signIn(t, await createUser(t));
    expect((await viewer.post(`/api/products/${hiddenId}/hide`)).statusCode).toBe(204);
    expect(await readAllPages(viewer, `/api/sellers/${seller.id}/products`, { limit: 1 })).toEqual([keptId]);
    expect((await viewer.get(`/api/sellers/${seller.id}`)).json().productCount).toBe(1);
  });
});
