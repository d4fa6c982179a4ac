import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import {
  checkout,
  deliveredOrder,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  paidOrder,
  paymentIdOf,
  pdfProof,
  pngProof,
  stockOf,
  uploadProof,
} from '@test/order-factories';
import {
  adminValidateReturn,
  approveReturn,
  confirmReturnReceived,
  refundReturn,
  requestReturn,
  shipBack,
} from '@test/return-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { loadOrder } from '../orders/order-access';
import { completeOrder } from '../orders/complete-order';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ledgerRowsOf = (orderId: string) =>
  t.ctx.db
    .selectFrom('ledger_entries')
    .select(['kind', 'account', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

async function submittedOrder(p: Awaited<ReturnType<typeof orderParties>>) {
  const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
  await uploadProof(p.buyerClient, orderId, await pngProof());
  return { orderId, paymentId: await paymentIdOf(t, orderId) };
}

describe('admin routes', () => {
  it('refuse visitors and users who are not admins', async () => {
    const p = await orderParties(t);
    const { orderId, paymentId } = await submittedOrder(p);
    const user = await signIn(t, await createUser(t));
    const visitor = new TestClient(t.app);
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/admin/payments'],
      ['POST', `/api/admin/payments/${paymentId}/approve`],
      ['POST', `/api/admin/payments/${paymentId}/reject`, { note: 'Non' }],
      ['GET', '/api/admin/orders'],
      ['POST', `/api/admin/orders/${orderId}/status`, { status: 'cancelled', reason: 'Test' }],
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/events'],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor.request(method, url, body)).statusCode).toBe(401);
      for (const client of [user, p.sellerClient, p.buyerClient]) {
        const response = await client.request(method, url, body);
        expect([response.statusCode, response.json().error.message]).toEqual([403, 'Accès non autorisé']);
      }
    }
    expect((await loadOrder(t.ctx.db, orderId)).status).toBe('payment_submitted');
  });
});

describe('payment validation', () => {
  it('validates a submitted payment once, recording the money received; the second of two approvals is refused', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const { orderId, paymentId } = await submittedOrder(p);
    const listed = (await p.adminClient.get('/api/admin/payments?status=submitted')).json().payments;
    expect(listed.find((x: { id: string }) => x.id === paymentId)).toMatchObject({
      orderId,
      amountCents: 10_699,
      method: 'bank_transfer',
      buyer: { id: p.buyer.id, name: 'Awa Acheteuse', email: p.buyer.email },
      hasProof: true,
    });

    const responses = await Promise.all([
      p.adminClient.post(`/api/admin/payments/${paymentId}/approve`),
      p.adminClient.post(`/api/admin/payments/${paymentId}/approve`),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
      'Aucune preuve de paiement à valider',
    );
    expect(await ledgerRowsOf(orderId)).toEqual([
      { kind: 'payment_received', account: 'platform_cash', amount_cents: 10_699 },
      { kind: 'payment_received', account: 'seller_escrow', amount_cents: -(9500 + 699) },
      { kind: 'payment_received', account: 'commission_revenue', amount_cents: -500 },
    ]);
    const payment = await t.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', validated_by: p.admin.id });
    const log = await t.ctx.db.selectFrom('admin_logs').selectAll().where('target_id', '=', paymentId).execute();
    expect(log).toEqual([expect.objectContaining({ action: 'approve_payment', admin_id: p.admin.id })]);
    await expectLedgerBalanced(t);
  });

  it('refuses to validate a payment without proof, and an unknown payment', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const waiting = (await p.adminClient.get('/api/admin/payments?status=pending'))
      .json()
      .payments.find((x: { orderId: string }) => x.orderId === orderId);
    expect(waiting).toMatchObject({ hasProof: false, proofUrl: null, status: 'pending' });
    const response = await p.adminClient.post(`/api/admin/payments/${waiting.id}/approve`);
    expect([response.statusCode, response.json().error.message]).toEqual([409, 'Aucune preuve de paiement à valider']);
    const unknown = await p.adminClient.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/approve');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Paiement introuvable']);
    expect(await ledgerRowsOf(orderId)).toEqual([]);
  });

  it('rejects with a note the buyer reads, and needs that note', async () => {
    const p = await orderParties(t);
    const { orderId, paymentId } = await submittedOrder(p);
    const noNote = await p.adminClient.post(`/api/admin/payments/${paymentId}/reject`, { note: '  ' });
    expect([noNote.statusCode, noNote.json().error.message]).toEqual([400, 'Veuillez indiquer la raison du rejet']);
    expect(
      (await p.adminClient.post(`/api/admin/payments/${paymentId}/reject`, { note: 'Virement introuvable.' }))
        .statusCode,
    ).toBe(200);
    expect((await loadOrder(t.ctx.db, orderId)).status).toBe('pending_payment');
    expect(await notificationsOf(t, p.buyer.id)).toEqual([
      expect.objectContaining({ type: 'payment_status', title: expect.stringMatching(/ : comment payer$/) }),
      expect.objectContaining({
        type: 'payment_status',
        title: 'Paiement rejeté',
        message: expect.stringContaining('a été rejetée : Virement introuvable. Veuillez envoyer une nouvelle preuve.'),
      }),
    ]);
    expect(await ledgerRowsOf(orderId)).toEqual([]);
    await expectLedgerBalanced(t);
  });
});

describe('admin status override', () => {
  it('needs a reason, writes it to the admin log and the timeline, and tells both parties', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const noReason = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'in_transit',
      reason: '',
    });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, 'Veuillez indiquer une raison']);
    const badStatus = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'perdu', reason: 'x' });
    expect([badStatus.statusCode, badStatus.json().error.message]).toEqual([400, 'Veuillez sélectionner un statut']);
    const same = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'payment_validated',
      reason: 'Rien',
    });
    expect([same.statusCode, same.json().error.message]).toEqual([409, 'La commande a déjà ce statut']);

    expect(
      (
        await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
          status: 'in_transit',
          reason: 'Envoi confirmé par téléphone',
        })
      ).statusCode,
    ).toBe(200);
    const log = await t.ctx.db.selectFrom('admin_logs').selectAll().where('target_id', '=', orderId).execute();
    expect(log).toEqual([
      expect.objectContaining({
        action: 'set_order_status',
        details: { from: 'payment_validated', to: 'in_transit', reason: 'Envoi confirmé par téléphone' },
      }),
    ]);
    const view = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect(view.events.at(-1)).toMatchObject({ status: 'in_transit', note: 'Envoi confirmé par téléphone' });
    expect((await notificationsOf(t, p.seller.id)).map((n) => n.title)).toContain('Commande expédiée');
    expect((await notificationsOf(t, p.buyer.id)).map((n) => n.title)).toContain('Commande expédiée');
  });

  it('refunds a paid order it cancels and gives the unit back; the refunded order cannot be revived', async () => {
    const p = await orderParties(t, { price_cents: 3000 });
    const orderId = await paidOrder(t, p, { deliveryType: 'pickup', address: null, country: null });
    expect(await stockOf(t, p.productId)).toBe(0);
    expect(
      (
        await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
          status: 'cancelled',
          reason: 'Vendeuse injoignable',
        })
      ).statusCode,
    ).toBe(200);
    expect(await stockOf(t, p.productId)).toBe(1);
    expect(await orderBalances(t.ctx.db, orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      commission_revenue: 0,
    });
    expect((await ledgerRowsOf(orderId)).filter((row) => row.kind === 'refund_to_buyer')).toHaveLength(3);

    const revive = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'payment_validated',
      reason: 'Erreur',
    });
    expect([revive.statusCode, revive.json().error.message]).toEqual([
      409,
      'Cette commande a été remboursée et ne peut plus être réactivée',
    ]);
    expect(await stockOf(t, p.productId)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('revives an unpaid cancelled order only while a unit is left', async () => {
    const p = await orderParties(t, { stock_quantity: 1 });
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    await p.buyerClient.post(`/api/orders/${orderId}/cancel`);
    const other = await signIn(t, await createUser(t));
    await checkout(other, homeCheckout(p.productId));
    const soldOut = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'pending_payment',
      reason: 'Annulation par erreur',
    });
    expect([soldOut.statusCode, soldOut.json().error.message]).toEqual([409, 'Ce produit est vendu']);
    expect((await loadOrder(t.ctx.db, orderId)).status).toBe('cancelled');
  });

  it('makes the seller’s share payable when it completes an order, once', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const orderId = await paidOrder(t, p);
    expect(
      (
        await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
          status: 'completed',
          reason: 'Livraison confirmée',
        })
      ).statusCode,
    ).toBe(200);
    expect(await orderBalances(t.ctx.db, orderId)).toMatchObject({
      platform_cash: 10_699,
      seller_escrow: 0,
      seller_payable: -10_199,
      commission_revenue: -500,
    });
    expect((await loadOrder(t.ctx.db, orderId)).payout_released_at).not.toBeNull();
    await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'delivered',
      reason: 'Retour en arrière',
    });
    await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Encore' });
    expect((await ledgerRowsOf(orderId)).filter((row) => row.kind === 'seller_share_released')).toHaveLength(2);
    await expectLedgerBalanced(t);
  });

  it('treats moving a submitted order past validation as validating its payment', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const { orderId, paymentId } = await submittedOrder(p);
    await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'in_transit',
      reason: 'Paiement vu sur le compte',
    });
    expect(
      (await t.ctx.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow())
        .status,
    ).toBe('paid');
    expect((await orderBalances(t.ctx.db, orderId)).platform_cash).toBe(10_699);
    await expectLedgerBalanced(t);
  });
});

describe('money-true forced statuses (issue 27)', () => {
  it.each(['in_transit', 'delivered', 'completed', 'payment_validated'] as const)(
    'refuses %s on an order whose payment was never validated, and changes nothing',
    async (status) => {
      const p = await orderParties(t);
      const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
      const refused = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status, reason: 'Test' });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'PAYMENT_NOT_VALIDATED']);
      expect(refused.json().error.message).toMatch(/^Le paiement de cette commande n'a pas été validé/);
      expect((await loadOrder(t.ctx.db, orderId)).status).toBe('pending_payment');
      expect(await ledgerRowsOf(orderId)).toEqual([]);
    },
  );

  it('refuses to force a cancellation over an open return: the return refunds it', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    await requestReturn(p.buyerClient, orderId, { reason: 'damaged' });
    const refused = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      reason: 'Test',
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'RETURN_OPEN']);
    expect((await loadOrder(t.ctx.db, orderId)).status).toBe('delivered');
    await expectLedgerBalanced(t);
  });
});

describe('a paid order', () => {
  it.each(['pending_payment', 'payment_submitted'] as const)(
    'is never set back to %s: the buyer would be asked to pay twice; cancelling it pays them back',
    async (status) => {
      const p = await orderParties(t, { price_cents: 3000 });
      const orderId = await paidOrder(t, p);
      const refused = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status, reason: 'Erreur' });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'PAYMENT_ALREADY_RECEIVED']);
      expect(refused.json().error.message).toMatch(/^Le paiement de cette commande a déjà été reçu/);
      expect((await loadOrder(t.ctx.db, orderId)).status).toBe('payment_validated');

      const cancelled = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
        status: 'cancelled',
        reason: 'Erreur',
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await orderBalances(t.ctx.db, orderId)).platform_cash).toBe(0);
      await expectLedgerBalanced(t);
    },
  );
});

describe('a refunded order', () => {
  it('is never sent back to a status whose clock cancels: that clock could not refund it again', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    const returnId = (await requestReturn(p.buyerClient, orderId, { reason: 'damaged' })).json().return.id as string;
    expect((await approveReturn(p.sellerClient, returnId)).statusCode).toBe(200);
    expect((await adminValidateReturn(p.adminClient, returnId)).statusCode).toBe(200);
    expect((await shipBack(p.buyerClient, returnId)).statusCode).toBe(200);
    expect((await confirmReturnReceived(p.sellerClient, returnId)).statusCode).toBe(200);
    expect((await refundReturn(p.adminClient, returnId, undefined, pdfProof())).statusCode).toBe(200);
    const statusBefore = (await loadOrder(t.ctx.db, orderId)).status;

    for (const status of ['pending_payment', 'payment_submitted', 'payment_validated'] as const) {
      const refused = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status, reason: 'Test' });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'ORDER_REFUNDED']);
      expect(refused.json().error.message).toMatch(/^Cette commande a déjà été remboursée/);
    }
    expect((await loadOrder(t.ctx.db, orderId)).status).toBe(statusBefore);
    await expectLedgerBalanced(t);
  });
});

describe('an order with a return under way', () => {
  it.each(['pending_payment', 'payment_validated'] as const)(
    'is never sent back to %s: its clock could not cancel it',
    async (status) => {
      const p = await orderParties(t);
      const orderId = await deliveredOrder(t, p);
      await requestReturn(p.buyerClient, orderId, { reason: 'damaged' });
      const refused = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status, reason: 'Test' });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'RETURN_OPEN']);
      expect((await loadOrder(t.ctx.db, orderId)).status).toBe('delivered');
    },
  );
});

describe('completion by the buyer', () => {
  it('releases the escrow to the seller when a delivered order is completed', async () => {
    const p = await orderParties(t, { price_cents: 8000 });
    const orderId = await paidOrder(t, p);
    await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
    await p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
    await t.ctx.db
      .transaction()
      .execute(async (trx) => completeOrder(trx, await loadOrder(trx, orderId), p.buyer.id, t.clock.now()));
    expect(await orderBalances(t.ctx.db, orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: -(7600 + 699),
      commission_revenue: -400,
    });
    const notDelivered = await paidOrder(t, await orderParties(t));
    await expect(
      t.ctx.db
        .transaction()
        .execute(async (trx) => completeOrder(trx, await loadOrder(trx, notDelivered), p.buyer.id, t.clock.now())),
    ).rejects.toThrow('Commande introuvable');
    await expectLedgerBalanced(t);
  });
});

describe('admin lists and stats', () => {
  it('lists recent orders and shows money from the ledger', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    t.clock.advance(60_000);
    const orderId = await paidOrder(t, p);
    const orders = (await p.adminClient.get('/api/admin/orders?limit=5')).json().orders;
    expect(orders.length).toBeLessThanOrEqual(5);
    expect(orders[0]).toMatchObject({
      id: orderId,
      status: 'payment_validated',
      buyer: { email: p.buyer.email },
      seller: { email: p.seller.email },
      commissionCents: 500,
      payment: { status: 'paid' },
    });

    const before = (await p.adminClient.get('/api/admin/stats')).json();
    await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Confirmé' });
    const after = (await p.adminClient.get('/api/admin/stats')).json();
    expect(after.ledger.heldInEscrowCents).toBe(before.ledger.heldInEscrowCents - 10_199);
    expect(after.ledger.owedToSellersCents).toBe(before.ledger.owedToSellersCents + 10_199);
    expect(after.ledger).toMatchObject({ balanced: true, commissionEarnedCents: after.totalCommissionCents });
    expect(after.ledger.platformCashCents).toBe(
      after.ledger.heldInEscrowCents + after.ledger.owedToSellersCents + after.ledger.commissionEarnedCents,
    );
    expect(after).toMatchObject({
      totalUsers: expect.any(Number),
      activeProducts: expect.any(Number),
      totalOrders: expect.any(Number),
    });
    await expectLedgerBalanced(t);
  });
});

describe('live admin events', () => {
  it('streams an event when an order is created and when a payment changes', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await orderParties(t);
    const signInResponse = await fetch(`${address}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.ctx.config.publicUrl },
      body: JSON.stringify({ email: p.admin.email, password: p.admin.password }),
    });
    const cookie = signInResponse.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const controller = new AbortController();
    const response = await fetch(`${address}/api/admin/events`, { headers: { cookie }, signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    let received = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended before ${pattern}`);
        received += new TextDecoder().decode(chunk.value);
      }
    };
    await readUntil(/connecté/);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    await readUntil(/event: orders/);
    await uploadProof(p.buyerClient, orderId, await pngProof());
    await readUntil(/event: payments/);
    expect(received).toContain(`"orderId":"${orderId}"`);
    controller.abort();
  });
});
