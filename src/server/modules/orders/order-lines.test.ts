import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('order lines', () => {
  it('gives a checkout of one listing its one line, priced as the order', async () => {
    const p = await orderParties(t, { price_cents: 4999, title: 'Perruque lace 20 pouces' });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const lines = await t.ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
    const order = await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      position: 0,
      product_id: p.productId,
      title: 'Perruque lace 20 pouces',
      unit_price_cents: 4999,
      discount_cents: 0,
      price_cents: order.price_cents,
      commission_cents: order.commission_cents,
      seller_amount_cents: order.seller_amount_cents,
    });
  });

  it('refuses, at commit, lines that do not add up to their order', async () => {
    const p = await orderParties(t, { price_cents: 3000 });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    await expect(
      sql`UPDATE order_items SET discount_cents = 100, price_cents = 2900, seller_amount_cents = 2750 WHERE order_id = ${orderId}`.execute(
        t.ctx.db,
      ),
    ).rejects.toThrow(/do not add up/);
    const line = await t.ctx.db
      .selectFrom('order_items')
      .select('price_cents')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(line.price_cents).toBe(3000);
    await expect(
      t.ctx.db
        .updateTable('orders')
        .set({ commission_cents: 200, seller_amount_cents: 2800 })
        .where('id', '=', orderId)
        .execute(),
    ).rejects.toThrow(/do not add up/);
  });
});
