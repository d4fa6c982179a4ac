import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, notificationsOf, orderParties } from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('notifications', () => {
  it('never make the action that caused them fail', async () => {
    const p = await orderParties(t);
    await sql`CREATE FUNCTION refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boîte pleine'; END $$`.execute(
      t.ctx.db,
    );
    await sql`CREATE TRIGGER refuse_notification BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notification()`.execute(
      t.ctx.db,
    );
    try {
      const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
      const cancelled = await p.buyerClient.post(`/api/orders/${orderId}/cancel`);
      expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    } finally {
      await sql`DROP TRIGGER refuse_notification ON notifications`.execute(t.ctx.db);
    }
    expect(await notificationsOf(t, p.seller.id)).toEqual([]);
  });
});
