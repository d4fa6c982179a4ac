import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a shop card', () => {
  it('carries only what the card shows, with a long description cut, while the product page has it whole', async () => {
    const seller = await createSeller(t, { verified: true });
    const description = `Perruque lace frontale 13x4 en cheveux vierges brésiliens. ${'Très douce et naturelle. '.repeat(40)}`;
    const id = await insertProduct(t, seller.id, {
      title: 'Perruque frontale 13x4',
      description,
      hair_type: 'Naturel',
    });
    const visitor = new TestClient(t.app);

    const card = (await visitor.get('/api/products')).json().items[0];
    expect(Object.keys(card).sort()).toEqual(
      ['category', 'condition', 'description', 'hairType', 'id', 'image', 'priceCents', 'seller', 'title'].sort(),
    );
    expect(card).toMatchObject({ id, hairType: 'Naturel', seller: { id: seller.id, isVerified: true } });
    expect(card.description.length).toBeLessThanOrEqual(161);
    expect(card.description).toMatch(/^Perruque lace frontale 13x4 en cheveux vierges brésiliens\. Très douce.*…$/);

    expect((await visitor.get(`/api/products/${id}`)).json().description).toBe(description);
  });
});
