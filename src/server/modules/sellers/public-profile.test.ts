import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a public seller page', () => {
  it('exists for someone who listed something, even once the listing is gone', async () => {
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/sellers/${seller.id}`)).statusCode).toBe(200);
    await t.ctx.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', productId).execute();
    expect((await visitor.get(`/api/sellers/${seller.id}`)).statusCode).toBe(200);
  });

  it('is "Profil introuvable" for someone who never listed anything, city and country unsaid', async () => {
    const buyer = await createUser(t, { fullName: 'Awa Acheteuse' });
    await t.ctx.db
      .updateTable('profiles')
      .set({ city: 'Lyon', country: 'France' })
      .where('id', '=', buyer.id)
      .execute();
    const strangers = [new TestClient(t.app), await signIn(t, await createUser(t))];
    for (const client of strangers) {
      for (const url of [`/api/sellers/${buyer.id}`, `/api/sellers/${buyer.id}/reviews`]) {
        const answer = await client.get(url);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.message).toBe('Profil introuvable');
        expect(answer.body).not.toContain('Lyon');
      }
    }
    // Their own page still opens for them (the profile screen links to it), and for an admin.
    expect((await (await signIn(t, buyer)).get(`/api/sellers/${buyer.id}`)).statusCode).toBe(200);
    expect((await (await signIn(t, await createAdmin(t))).get(`/api/sellers/${buyer.id}`)).statusCode).toBe(200);
  });
});
