import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHOP_COUNT_CAP } from '@shared/catalogue/shop-query.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createSeller(t);
  await sql`
    INSERT INTO products (seller_id, title, description, price_cents, category)
    SELECT ${seller.id}::uuid, 'Perruque ' || n, 'Perruque lisse', 10000 + n, 'Perruques'
    FROM generate_series(1, ${SHOP_COUNT_CAP + 5}) AS n
  `.execute(t.ctx.db);
});
afterAll(async () => t.close());

it('stops counting at the cap and says there are more', async () => {
  const body = (await new TestClient(t.app).get('/api/products')).json();
  expect(body).toMatchObject({ total: SHOP_COUNT_CAP, totalCapped: true });
});

it('counts exactly below the cap', async () => {
  const body = (await new TestClient(t.app).get('/api/products?priceMax=101')).json();
  expect(body).toMatchObject({ total: 100, totalCapped: false });
});
