import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import {
  checkout,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  stockOf,
} from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function countRows(table: 'orders' | 'payments' | 'order_events' | 'referrals', buyerId: string) {
  const query =
    table === 'orders' || table === 'referrals'
      ? t.ctx.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where(table === 'orders' ? 'buyer_id' : 'referred_id', '=', buyerId)
      : t.ctx.db
          .selectFrom(table)
          .innerJoin('orders', 'orders.id', `${table}.order_id`)
          .select(sql<number>`count(*)`.as('n'))
          .where('orders.buyer_id', '=', buyerId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('checkout', () => {
  it('creates the order, its pending payment, its first step and reserves the unit, with server-side totals', async () => {
    const p = await orderParties(t, { price_cents: 4999, stock_quantity: 2 });
    const events: string[] = [];
    const stop = t.ctx.realtime.subscribe((event) => event.kind === 'admin' && events.push(event.topic));
    const response = await p.buyerClient.post('/api/orders', {
      ...homeCheckout(p.productId, { country: 'Sénégal' }),
      totalAmountCents: 1,
    });
    // The bus hears of the order once its transaction commits.
    await vi.waitFor(() => expect(events).toEqual(['orders']));
    stop();
    expect(response.statusCode).toBe(201);
    const order = response.json().order;
    expect(order).toMatchObject({
      status: 'pending_payment',
      role: 'buyer',
      priceCents: 4999,
      deliveryCostCents: 1299,
      totalAmountCents: 6298,
      commissionCents: null,
      sellerAmountCents: null,
      deliveryType: 'home',
      deliveryAddress: '12 rue de la Paix, 75002 Paris',
      deliveryCountry: 'Sénégal',
      counterpart: { id: p.seller.id },
      payment: { method: 'bank_transfer', status: 'pending', hasProof: false, proofUrl: null, adminNotes: null },
      allowedActions: ['submitPayment', 'cancel'],
    });
    expect(order.orderNumber).toMatch(/^CMD-\d{4}-\d{6}$/);
    expect(order.events).toEqual([expect.objectContaining({ status: 'pending_payment' })]);
    expect(await stockOf(t, p.productId)).toBe(1);
    const payment = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(6298);
    expect(await notificationsOf(t, p.seller.id)).toEqual([
      expect.objectContaining({ type: 'new_order', title: 'Nouvelle commande' }),
    ]);

    const sellerView = (await p.sellerClient.get(`/api/orders/${order.id}`)).json();
    expect(sellerView).toMatchObject({
      role: 'seller',
      commissionCents: 250,
      sellerAmountCents: 4749,
      counterpart: { id: p.buyer.id, name: 'Awa Acheteuse' },
    });
    await expectLedgerBalanced(t);
  });

  it('charges nothing for pickup and the European rate for an unknown country', async () => {
    const p = await orderParties(t, { price_cents: 10_000, stock_quantity: 2 });
    const pickup = await p.buyerClient.post('/api/orders', {
      productId: p.productId,
      deliveryType: 'pickup',
      address: 'ignorée',
      paymentMethod: 'paypal',
    });
    expect(pickup.json().order).toMatchObject({
      deliveryCostCents: 0,
      totalAmountCents: 10_000,
      deliveryAddress: null,
      deliveryType: 'pickup',
    });
    const unknown = await p.buyerClient.post('/api/orders', homeCheckout(p.productId, { country: null }));
    expect(unknown.json().order).toMatchObject({ deliveryCostCents: 699, totalAmountCents: 10_699 });
  });

  it('refuses buying one’s own product, with the spec’s message, and changes nothing', async () => {
    const p = await orderParties(t);
    const response = await p.sellerClient.post('/api/orders', homeCheckout(p.productId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Vous ne pouvez pas acheter votre propre produit');
    expect(await stockOf(t, p.productId)).toBe(1);
    expect(await countRows('orders', p.seller.id)).toBe(0);
  });

  it.each([
    [{ address: '' }, 'Veuillez entrer une adresse de livraison'],
    [{ address: 'court' }, "L'adresse doit contenir au moins 10 caractères"],
    [{ address: 'x'.repeat(501) }, "L'adresse est trop longue (max 500 caractères)"],
    [{ address: '12 rue <script> Paris' }, "L'adresse contient des caractères invalides"],
    [{ paymentMethod: 'cash' }, 'Veuillez sélectionner un mode de paiement'],
    [{ productId: 'pas-un-id' }, 'Produit invalide'],
  ])('refuses %o in French and leaves nothing behind', async (override, message) => {
    const p = await orderParties(t);
    const response = await p.buyerClient.post('/api/orders', { ...homeCheckout(p.productId), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await stockOf(t, p.productId)).toBe(1);
    expect(await countRows('orders', p.buyer.id)).toBe(0);
  });

  it('refuses a visitor, a product sold out, hidden or deleted', async () => {
    const p = await orderParties(t);
    expect((await new TestClient(t.app).post('/api/orders', homeCheckout(p.productId))).statusCode).toBe(401);

    const soldOut = await insertProduct(t, p.seller.id, { stock_quantity: 0 });
    const refused = await p.buyerClient.post('/api/orders', homeCheckout(soldOut));
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, 'Ce produit est vendu']);

    for (const columns of [{ is_available: false }, { hidden_by_admin: true }, { deleted_at: new Date() }]) {
      const productId = await insertProduct(t, p.seller.id, columns);
      const response = await p.buyerClient.post('/api/orders', homeCheckout(productId));
      expect([response.statusCode, response.json().error.message]).toEqual([404, 'Produit non trouvé']);
      expect(await stockOf(t, productId)).toBe(1);
    }
    expect(await countRows('orders', p.buyer.id)).toBe(0);
  });

  it('leaves nothing behind when a later step of the transaction fails', async () => {
    const p = await orderParties(t);
    // A database failure after the stock, order and payment rows: the timeline insert breaks.
    await sql`CREATE FUNCTION fail_order_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`.execute(
      t.ctx.db,
    );
    await sql`CREATE TRIGGER fail_order_event BEFORE INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION fail_order_event()`.execute(
      t.ctx.db,
    );
    try {
      const response = await p.buyerClient.post('/api/orders', homeCheckout(p.productId));
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Une erreur est survenue, veuillez réessayer');
    } finally {
      await sql`DROP TRIGGER fail_order_event ON order_events`.execute(t.ctx.db);
    }
    expect(await stockOf(t, p.productId)).toBe(1);
    expect(await countRows('orders', p.buyer.id)).toBe(0);
    expect(await countRows('payments', p.buyer.id)).toBe(0);
    expect(await notificationsOf(t, p.seller.id)).toEqual([]);
  });

  it('sells the last unit once when 20 buyers check out at the same moment', async () => {
    const p = await orderParties(t, { stock_quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const clients = await Promise.all(buyers.map((buyer) => signIn(t, buyer)));
    const responses = await Promise.all(clients.map((client) => client.post('/api/orders', homeCheckout(p.productId))));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toEqual(
      Array(19).fill('Ce produit est vendu'),
    );
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('product_id', '=', p.productId).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(t, p.productId)).toBe(0);
    await expectLedgerBalanced(t);
  }, 90_000);
});

describe('referral at checkout', () => {
  it('gives the referrer a pending 5 € bonus on the referred buyer’s first order only', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const referrer = await createUser(t);
    const friend = await createUser(t, { referralCode: referrer.referralCode });
    const client = await signIn(t, friend);
    const first = await checkout(client, homeCheckout(p.productId));
    await checkout(client, homeCheckout(p.productId));
    const referrals = await t.ctx.db.selectFrom('referrals').selectAll().where('referred_id', '=', friend.id).execute();
    expect(referrals).toEqual([
      expect.objectContaining({
        referrer_id: referrer.id,
        order_id: first,
        bonus_amount_cents: 500,
        status: 'pending',
      }),
    ]);
  });

  it('creates none for a buyer nobody referred', async () => {
    const p = await orderParties(t);
    await checkout(p.buyerClient, homeCheckout(p.productId));
    expect(await countRows('referrals', p.buyer.id)).toBe(0);
  });

  it('cancels the bonus when that first order is cancelled, and a later order earns none (decisions.md §4)', async () => {
    const p = await orderParties(t, { stock_quantity: 2 });
    const referrer = await createUser(t);
    const friend = await createUser(t, { referralCode: referrer.referralCode });
    const client = await signIn(t, friend);
    const first = await checkout(client, homeCheckout(p.productId));
    expect((await client.post(`/api/orders/${first}/cancel`)).statusCode).toBe(200);
    await checkout(client, homeCheckout(p.productId));
    const referrals = await t.ctx.db
      .selectFrom('referrals')
      .select(['order_id', 'status'])
      .where('referred_id', '=', friend.id)
      .execute();
    expect(referrals).toEqual([{ order_id: first, status: 'cancelled' }]);
  });
});
