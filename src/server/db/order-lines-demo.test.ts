import { readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import type { Database } from './schema';
import { seedDemoData } from './seed/demo-data';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx, quiet);
}, 180_000);
afterAll(async () => t.close());

/** Migration 0037's back-fill: every order made before lines existed becomes its one line. */
async function backfillStatements(): Promise<string[]> {
  const file = await readFile(new URL('./migrations/0037_order_lines_and_lots.sql', import.meta.url), 'utf8');
  return ['INSERT INTO order_items', 'INSERT INTO return_items'].map((start) => {
    const from = file.indexOf(start);
    return file.slice(from, file.indexOf(';', from) + 1);
  });
}

async function lines(db: Kysely<Database>) {
  return db
    .selectFrom('order_items')
    .select(['order_id', 'position', 'product_id', 'title', 'unit_price_cents', 'discount_cents', 'price_cents'])
    .select(['commission_cents', 'seller_amount_cents', 'offer_id'])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

describe('order lines on the demo data (migration 0037)', () => {
  it('gives every order exactly one line equal to it, and the migration’s back-fill makes the same lines', async () => {
    const orders = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'product_id', 'price_cents', 'commission_cents', 'seller_amount_cents'])
      .execute();
    expect(orders.length).toBeGreaterThan(5);
    const written = await lines(t.ctx.db);
    expect(written).toHaveLength(orders.length);
    for (const order of orders) {
      const own = written.filter((line) => line.order_id === order.id);
      expect(own).toEqual([
        expect.objectContaining({
          position: 0,
          product_id: order.product_id,
          unit_price_cents: order.price_cents,
          discount_cents: 0,
          price_cents: order.price_cents,
          commission_cents: order.commission_cents,
          seller_amount_cents: order.seller_amount_cents,
        }),
      ]);
    }
    const returned = await t.ctx.db.selectFrom('return_items').select(['return_id', 'order_item_id']).execute();

    // The same orders, as the migration found them before lines existed: its back-fill gives them back.
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('return_items').execute();
      await trx.deleteFrom('order_items').execute();
      for (const statement of await backfillStatements()) await sql.raw(statement).execute(trx);
    });
    expect(await lines(t.ctx.db)).toEqual(written);
    const refilled = await t.ctx.db.selectFrom('return_items').select('return_id').execute();
    expect(refilled.map((row) => row.return_id).sort()).toEqual(returned.map((row) => row.return_id).sort());
    expect(await ledgerIsBalanced(t.ctx.db)).toBe(true);
  }, 60_000);

  it('shows Aminata’s bundle discount on her listings and her page', async () => {
    const aminata = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'aminata@boucles.demo')
      .executeTakeFirstOrThrow();
    const product = await t.ctx.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', '=', aminata.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const visitor = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
    const sentence = 'Remise lot : −10 % dès 2 articles, −15 % dès 3';
    expect((await visitor.get(`/api/products/${product.id}`)).json().bundleDiscount.sentence).toBe(sentence);
    expect((await visitor.get(`/api/sellers/${aminata.id}`)).json().bundleDiscount.sentence).toBe(sentence);
  });
});
