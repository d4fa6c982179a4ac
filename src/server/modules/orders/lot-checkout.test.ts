import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotMessages } from '@shared/lots/lot.schemas';
import { checkoutMessages } from '@shared/orders/checkout.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createAdmin, createUser, signIn } from '@test/factories';
import { acceptedOffer, addToLot, lotCheckout, lotParties, setBundleTiers } from '@test/lot-factories';
import {
  expectLedgerBalanced,
  notificationsOf,
  paymentIdOf,
  pngProof,
  stockOf,
  uploadProof,
} from '@test/order-factories';
import { expireUnpaidOrders } from './payment-clock-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

async function linesOf(orderId: string) {
  return t.ctx.db
    .selectFrom('order_items')
    .select([
      'product_id',
      'position',
      'unit_price_cents',
      'discount_cents',
      'price_cents',
      'commission_cents',
      'offer_id',
    ])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

async function stocks(productIds: readonly string[]) {
  return Promise.all(productIds.map((id) => stockOf(t, id)));
}

describe('checkout of a lot', () => {
  it('makes one order with a line per item, the step’s discount, one delivery fee and one payment, and closes the lot', async () => {
    const p = await lotParties(t, [3000, 2000, 1001], 2);
    await setBundleTiers(t, p.seller.id, [
      { minItems: 2, percent: 10 },
      { minItems: 3, percent: 15 },
    ]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    const response = await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order;
    // 6001 − 15 % (900) = 5101, commission 5 % of it = 255, delivery 6,99 € once.
    expect(order).toMatchObject({ priceCents: 5101, deliveryCostCents: 699, totalAmountCents: 5800 });
    const row = await t.ctx.db
      .selectFrom('orders')
      .select(['product_id', 'commission_cents', 'seller_amount_cents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ product_id: p.productIds[0], commission_cents: 255, seller_amount_cents: 4846 });
    const lines = await linesOf(order.id);
    expect(
      lines.map((line) => [line.product_id, line.unit_price_cents, line.discount_cents, line.price_cents]),
    ).toEqual([
      [p.productIds[0], 3000, 450, 2550],
      [p.productIds[1], 2000, 300, 1700],
      [p.productIds[2], 1001, 150, 851],
    ]);
    expect(lines.reduce((sum, line) => sum + line.commission_cents, 0)).toBe(255);
    const payments = await t.ctx.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .execute();
    expect(payments).toEqual([{ amount_cents: 5800 }]);
    expect(await stocks(p.productIds)).toEqual([1, 1, 1]);
    expect((await p.buyerClient.get('/api/me/lots')).json()).toEqual({ lots: [], nextCursor: null });
    const told = await notificationsOf(t, p.seller.id);
    expect(told.find((n) => n.type === 'new_order')?.message).toContain(
      'pour « Lot de 3 articles (Article 1, Article 2, Article 3) »',
    );

    // Paid once for the whole lot: the ledger records the order's movements once and balances.
    const admin = await signIn(t, await createAdmin(t));
    expect((await uploadProof(p.buyerClient, order.id, await pngProof())).statusCode).toBe(200);
    const approved = await admin.post(`/api/admin/payments/${await paymentIdOf(t, order.id)}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectLedgerBalanced(t);
  });

  it('spends an accepted offer for its line', async () => {
    const p = await lotParties(t, [3000, 2000]);
    const offerId = await acceptedOffer(p.buyerClient, p.sellerClient, p.productIds[0] ?? '', 2500);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    const order = (await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id, { deliveryType: 'pickup' }))).json()
      .order;
    expect(order).toMatchObject({ priceCents: 4500, deliveryCostCents: 0, totalAmountCents: 4500 });
    expect((await linesOf(order.id)).map((line) => line.offer_id)).toEqual([offerId, null]);
    const offer = await t.ctx.db
      .selectFrom('offers')
      .select(['status', 'order_id'])
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(offer).toEqual({ status: 'spent', order_id: order.id });
  });

  it('reserves every line or none: one line sold out leaves the others, the lot and the orders untouched', async () => {
    const p = await lotParties(t, [3000, 2000, 1000]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    // The last unit goes elsewhere between the lot's reading and its checkout.
    await t.ctx.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', p.productIds[2] ?? '')
      .execute();
    const response = await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(lotMessages.changed);
    expect(await stocks(p.productIds)).toEqual([1, 1, 0]);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('buyer_id', '=', p.buyer.id).execute();
    expect(orders).toEqual([]);
    const lot = (await p.buyerClient.get(`/api/me/lots/${p.seller.id}`)).json();
    expect(lot.removed).toEqual([
      { productId: p.productIds[2], title: 'Article 3', reason: 'Vendu entre-temps : retiré de votre lot' },
    ]);
    expect((await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id))).statusCode).toBe(201);
  });

  it('two buyers racing for the last unit of a line: exactly one order contains it, the other buyer keeps their units', async () => {
    const p = await lotParties(t, [3000, 2000, 1000]);
    const [shared, first, second] = p.productIds as [string, string, string];
    const other = await createUser(t, { fullName: 'Binta Acheteuse' });
    const otherClient = await signIn(t, other);
    await addToLot(p.buyerClient, p.seller.id, [first, shared]);
    await addToLot(otherClient, p.seller.id, [shared, second]);
    const answers = await Promise.all([
      p.buyerClient.post('/api/orders', lotCheckout(p.seller.id)),
      otherClient.post('/api/orders', lotCheckout(p.seller.id)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const containing = await t.ctx.db
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', shared)
      .execute();
    expect(containing).toHaveLength(1);
    expect(await stockOf(t, shared)).toBe(0);
    // The loser's other line was not kept: its unit is still for sale.
    const [winnerFirst] = answers.map((answer) => answer.statusCode === 201);
    expect(await stocks([first, second])).toEqual(winnerFirst ? [0, 1] : [1, 0]);
  });

  it('gives every line’s unit back when the buyer cancels, the admin cancels or the payment clock runs out', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const cancellers = [
      async (client: typeof admin, orderId: string) => client.post(`/api/orders/${orderId}/cancel`),
      async (_client: typeof admin, orderId: string) =>
        admin.post(`/api/admin/orders/${orderId}/status`, { status: 'cancelled', reason: 'Doublon' }),
      async () => {
        t.clock.advance(73 * HOUR);
        await expireUnpaidOrders(t.ctx.db, t.ctx.clock.now());
      },
    ];
    for (const cancel of cancellers) {
      const p = await lotParties(t, [3000, 2000, 1000]);
      await addToLot(p.buyerClient, p.seller.id, p.productIds);
      const orderId = (await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id))).json().order.id;
      expect(await stocks(p.productIds)).toEqual([0, 0, 0]);
      await cancel(p.buyerClient, orderId);
      const order = await t.ctx.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('cancelled');
      expect(await stocks(p.productIds)).toEqual([1, 1, 1]);
    }
    await expectLedgerBalanced(t);
  });

  it('answers a retry with the same key with the same order', async () => {
    const p = await lotParties(t, [3000, 2000]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    const headers = { 'idempotency-key': 'lot-attempt-0001' };
    const once = await p.buyerClient.request('POST', '/api/orders', lotCheckout(p.seller.id), { headers });
    const twice = await p.buyerClient.request('POST', '/api/orders', lotCheckout(p.seller.id), { headers });
    expect([once.statusCode, twice.statusCode]).toEqual([201, 201]);
    expect(twice.json().order.id).toBe(once.json().order.id);
    expect(await stocks(p.productIds)).toEqual([0, 0]);
  });

  it('refuses a checkout without a lot, with both a product and a lot, and from a visitor', async () => {
    const p = await lotParties(t, [3000]);
    const empty = await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id));
    expect([empty.statusCode, empty.json().error.message]).toEqual([409, lotMessages.empty]);
    const both = await p.buyerClient.post('/api/orders', lotCheckout(p.seller.id, { productId: p.productIds[0] }));
    expect([both.statusCode, both.json().error.message]).toEqual([400, checkoutMessages.productOrLot]);
    const seller = await p.sellerClient.post('/api/orders', lotCheckout(p.seller.id));
    expect([seller.statusCode, seller.json().error.message]).toEqual([403, lotMessages.ownProduct]);
    const visitor = await clientFor(t).post('/api/orders', lotCheckout(p.seller.id));
    expect(visitor.statusCode).toBe(401);
  });
});
