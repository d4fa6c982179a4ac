import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import {
  checkout,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  paidOrder,
  paymentIdOf,
  pngProof,
  stockOf,
  uploadProof,
} from '@test/order-factories';
import { orderBalances } from '../ledger/ledger-balances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const statusOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

describe('the whole life of a pickup order', () => {
  it('goes checkout → proof → approval → pickup point → sent → received, each party seeing the right buttons', async () => {
    const p = await orderParties(t, { price_cents: 20_000 });
    const orderId = await checkout(p.buyerClient, {
      productId: p.productId,
      deliveryType: 'pickup',
      paymentMethod: 'mtn_mobile',
    });

    const submitted = await uploadProof(p.buyerClient, orderId, await pngProof());
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'payment_submitted',
      payment: { status: 'submitted', hasProof: true },
      allowedActions: ['cancel'],
    });

    const paymentId = await paymentIdOf(t, orderId);
    expect((await p.adminClient.post(`/api/admin/payments/${paymentId}/approve`)).statusCode).toBe(200);
    const afterApproval = (await p.sellerClient.get(`/api/orders/${orderId}`)).json();
    expect(afterApproval).toMatchObject({
      status: 'payment_validated',
      payment: { status: 'paid' },
      allowedActions: ['setPickupPoint'],
    });
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().allowedActions).toEqual(['switchToHome']);

    const tooEarly = await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
    expect([tooEarly.statusCode, tooEarly.json().error.message]).toEqual([
      409,
      "Veuillez définir un point de récupération avant d'expédier",
    ]);

    const pickup = await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, {
      pickupLocation: '  Relais Colis, 3 rue Myrha, Paris  ',
    });
    expect(pickup.json()).toMatchObject({
      pickupLocation: 'Relais Colis, 3 rue Myrha, Paris',
      allowedActions: ['markSent', 'setPickupPoint'],
    });

    const sent = await p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber: 'LP123456789FR' });
    expect(sent.json()).toMatchObject({ status: 'in_transit', trackingNumber: 'LP123456789FR' });

    const received = await p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
    expect(received.json()).toMatchObject({ status: 'delivered' });
    // Setting the pickup point keeps the status: no second 'Paiement validé' line (issue 18).
    expect(received.json().events.map((e: { status: string }) => e.status)).toEqual([
      'pending_payment',
      'payment_submitted',
      'payment_validated',
      'in_transit',
      'delivered',
    ]);

    expect(await notificationsOf(t, p.buyer.id)).toEqual([
      expect.objectContaining({ type: 'payment_status', title: expect.stringMatching(/ : comment payer$/) }),
      expect.objectContaining({ type: 'payment_status', title: 'Paiement validé' }),
      expect.objectContaining({ type: 'order_status', title: 'Point de récupération indiqué' }),
      expect.objectContaining({ type: 'order_status', title: 'Commande expédiée' }),
    ]);
    expect((await notificationsOf(t, p.seller.id)).map((n) => n.title)).toEqual([
      'Nouvelle commande',
      'Paiement validé',
      'Commande livrée',
    ]);

    // Delivered is not finished: the seller's share stays in escrow until completion.
    expect(await orderBalances(t.ctx.db, orderId)).toMatchObject({
      platform_cash: 20_000,
      seller_escrow: -19_000,
      commission_revenue: -1000,
      seller_payable: 0,
    });
    await expectLedgerBalanced(t);
  });
});

describe('refusals on the way', () => {
  it('refuses each move to the wrong party, to a stranger and to a visitor', async () => {
    const p = await orderParties(t, { stock_quantity: 2 });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const stranger = await signIn(t, await createUser(t));
    const visitor = new TestClient(t.app);
    const moves: [string, unknown][] = [
      [`/api/orders/${orderId}/cancel`, {}],
      [`/api/orders/${orderId}/switch-to-home`, { address: '1 avenue Foch, Paris', country: 'France' }],
      [`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais' }],
      [`/api/orders/${orderId}/ship`, {}],
      [`/api/orders/${orderId}/confirm-receipt`, {}],
    ];
    for (const [url, body] of moves) {
      expect((await visitor.post(url, body)).statusCode).toBe(401);
      const strangerResponse = await stranger.post(url, body);
      expect([strangerResponse.statusCode, strangerResponse.json().error.message]).toEqual([
        404,
        'Commande introuvable',
      ]);
    }
    for (const url of [`/api/orders/${orderId}/cancel`, `/api/orders/${orderId}/confirm-receipt`]) {
      const response = await p.sellerClient.post(url);
      expect([response.statusCode, response.json().error.message]).toEqual([
        403,
        'Action non autorisée sur cette commande',
      ]);
    }
    for (const [url, body] of [
      [`/api/orders/${orderId}/ship`, {}],
      [`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais' }],
    ] as const) {
      expect((await p.buyerClient.post(url, body)).statusCode).toBe(403);
    }
    expect((await stranger.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/orders/${orderId}`)).statusCode).toBe(401);
    expect((await visitor.get('/api/orders')).statusCode).toBe(401);
    expect((await uploadProof(p.sellerClient, orderId, await pngProof())).statusCode).toBe(403);
    expect(await statusOf(orderId)).toBe('pending_payment');
  });

  it('answers the spec’s messages for moves out of turn', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const ship = await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
    expect([ship.statusCode, ship.json().error.message]).toEqual([
      409,
      "Le paiement doit être validé par l'admin avant d'expédier",
    ]);
    const receipt = await p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
    expect([receipt.statusCode, receipt.json().error.message]).toEqual([
      409,
      'La commande doit être en transit avant de confirmer la livraison',
    ]);
    const pickup = await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais' });
    expect(pickup.json().error.message).toBe("Cette commande n'est pas en point de récupération");
    const switchHome = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, {
      address: '1 avenue Foch, Paris',
    });
    expect(switchHome.json().error.message).toBe("Cette commande n'est pas en point de récupération");
    expect(await statusOf(orderId)).toBe('pending_payment');
  });

  it('refuses bad input in French and changes nothing', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, {
      productId: p.productId,
      deliveryType: 'pickup',
      paymentMethod: 'paypal',
    });
    const blank = await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: '   ' });
    expect([blank.statusCode, blank.json().error.message]).toEqual([400, 'Veuillez entrer un point de récupération']);
    const noAddress = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, { address: '' });
    expect([noAddress.statusCode, noAddress.json().error.message]).toEqual([
      400,
      'Veuillez entrer une adresse de livraison',
    ]);
    const badId = await p.buyerClient.get('/api/orders/pas-un-id');
    expect([badId.statusCode, badId.json().error.message]).toEqual([400, 'Commande introuvable']);
    const view = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect(view).toMatchObject({ deliveryType: 'pickup', pickupLocation: null, events: [expect.anything()] });
  });
});

describe('cancellation', () => {
  it('gives the unit back, tells the seller, and cannot be done twice or after validation', async () => {
    const p = await orderParties(t, { stock_quantity: 1 });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect(await stockOf(t, p.productId)).toBe(0);
    await uploadProof(p.buyerClient, orderId, await pngProof());
    const cancelled = await p.buyerClient.post(`/api/orders/${orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', allowedActions: [] });
    expect(await stockOf(t, p.productId)).toBe(1);
    expect((await notificationsOf(t, p.seller.id)).map((n) => n.title)).toContain('Commande annulée');
    const again = await p.buyerClient.post(`/api/orders/${orderId}/cancel`);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cette commande ne peut plus être annulée']);
    expect(await stockOf(t, p.productId)).toBe(1);
    // A cancelled order no longer waits in the admin's list.
    const pending = (await p.adminClient.get('/api/admin/payments?status=submitted')).json().payments;
    expect(pending.map((payment: { orderId: string }) => payment.orderId)).not.toContain(orderId);

    const paid = await paidOrder(t, p);
    const late = await p.buyerClient.post(`/api/orders/${paid}/cancel`);
    expect([late.statusCode, late.json().error.message]).toEqual([409, 'Cette commande ne peut plus être annulée']);
    await expectLedgerBalanced(t);
  });

  it('lets exactly one of two simultaneous cancellations through, releasing one unit', async () => {
    const p = await orderParties(t, { stock_quantity: 1 });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const responses = await Promise.all([
      p.buyerClient.post(`/api/orders/${orderId}/cancel`),
      p.buyerClient.post(`/api/orders/${orderId}/cancel`),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, p.productId)).toBe(1);
    const events = await t.ctx.db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', '=', orderId)
      .where('status', '=', 'cancelled')
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe('switch to home delivery', () => {
  it('recomputes cost and total from the country, before payment', async () => {
    const p = await orderParties(t, { price_cents: 5000 });
    const orderId = await checkout(p.buyerClient, {
      productId: p.productId,
      deliveryType: 'pickup',
      paymentMethod: 'paypal',
    });
    const switched = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, {
      address: '5 Avenue Cheikh Anta Diop, Dakar',
      country: 'Sénégal',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      deliveryType: 'home',
      deliveryCostCents: 1299,
      totalAmountCents: 6299,
      deliveryCountry: 'Sénégal',
    });
    const payment = await t.ctx.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(6299);
    const again = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, {
      address: '5 Avenue Cheikh Anta Diop, Dakar',
    });
    expect(again.json().error.message).toBe("Cette commande n'est pas en point de récupération");
  });
});

describe('order lists', () => {
  it('shows purchases and sales with both counts, newest first', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const first = await checkout(p.buyerClient, homeCheckout(p.productId));
    t.clock.advance(1000);
    const second = await checkout(p.buyerClient, homeCheckout(p.productId));
    const purchases = (await p.buyerClient.get('/api/orders?side=buyer')).json();
    expect(purchases.orders.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(purchases.counts).toEqual({ buyer: 2, seller: 0, submitted: 0 });
    expect(purchases.nextCursor).toBeNull();
    const sales = (await p.sellerClient.get('/api/orders?side=seller')).json();
    expect(sales.counts).toEqual({ buyer: 0, seller: 2, submitted: 0 });
    // A page at a time, newest first (decision 069).
    const onePage = (await p.buyerClient.get('/api/orders?side=buyer&limit=1')).json();
    expect(onePage.orders.map((o: { id: string }) => o.id)).toEqual([second]);
    const nextPage = (await p.buyerClient.get(`/api/orders?side=buyer&limit=1&cursor=${onePage.nextCursor}`)).json();
    expect([nextPage.orders.map((o: { id: string }) => o.id), nextPage.nextCursor]).toEqual([[first], null]);
    expect((await p.buyerClient.get('/api/orders?side=buyer&limit=51')).statusCode).toBe(400);
    const ofProduct = (await p.buyerClient.get(`/api/orders?side=buyer&productId=${p.productId}`)).json();
    expect(ofProduct.orders).toHaveLength(2);
    expect(sales.orders[0]).toMatchObject({
      role: 'seller',
      commissionCents: expect.any(Number),
      product: { imageUrl: expect.stringMatching(/^\/media\/public\//) },
    });
    const bad = await p.buyerClient.get('/api/orders?side=admin');
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment details', () => {
  it('gives the configured receiving details to signed-in users only', async () => {
    const p = await orderParties(t);
    const details = await p.buyerClient.get('/api/payment-details');
    expect(details.json()).toEqual({
      bank_transfer: { holder: 'Boucles SAS (démo)', iban: expect.any(String), bic: 'BOUCFRPPXXX' },
      paypal: { email: 'paiements@boucles.local' },
      mtn_mobile: { name: 'Boucles SAS (démo)', number: expect.any(String) },
    });
    expect((await new TestClient(t.app).get('/api/payment-details')).statusCode).toBe(401);
  });
});
