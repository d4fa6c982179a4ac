import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties, paidOrder } from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("an order's timeline", () => {
  it('lists each status once: a validated payment is one line, a pickup point adds none', async () => {
    const parties = await orderParties(t, { stock_quantity: 5 });
    const orderId = await paidOrder(t, parties, { deliveryType: 'pickup' });
    const set = await parties.sellerClient.post(`/api/orders/${orderId}/pickup-point`, {
      pickupLocation: 'Relais Colis, 3 place du Marché, Lyon',
    });
    expect(set.statusCode).toBe(200);

    const order = (await parties.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect(order.pickupLocation).toBe('Relais Colis, 3 place du Marché, Lyon');
    expect(order.events.map((event: { status: string; note: string | null }) => [event.status, event.note])).toEqual([
      ['pending_payment', null],
      ['payment_submitted', null],
      ['payment_validated', null],
    ]);
  });

  it('shows an older repeated line once (orders written before the fix)', async () => {
    const parties = await orderParties(t);
    const orderId = await checkout(parties.buyerClient, homeCheckout(parties.productId));
    await t.ctx.db
      .insertInto('order_events')
      .values({ order_id: orderId, status: 'pending_payment', note: 'Passage en livraison à domicile' })
      .execute();
    const list = (await parties.buyerClient.get('/api/orders?side=buyer')).json();
    const order = list.orders.find((item: { id: string }) => item.id === orderId);
    expect(order.events.map((event: { status: string }) => event.status)).toEqual(['pending_payment']);
  });
});
