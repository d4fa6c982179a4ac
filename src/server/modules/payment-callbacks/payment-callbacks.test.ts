import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { type TestApp, createTestApp } from '@test/app';
import {
  checkout,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  paymentIdOf,
  pngProof,
  uploadProof,
} from '@test/order-factories';
import { type SignedCallback, genericCallback, waveCallback, waveSignature } from '@test/payment-provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The provider posts from nowhere: no session, no Origin. */
const post = (callback: SignedCallback) =>
  t.app.inject({ method: 'POST', url: callback.url, payload: callback.payload, headers: callback.headers });

let transactions = 0;
const transactionId = () => `T${Date.now().toString(36).toUpperCase()}${(transactions += 1)}`;
const euros = (cents: number) => (cents / 100).toFixed(2);

async function openOrder(p: Awaited<ReturnType<typeof orderParties>>) {
  const id = await checkout(p.buyerClient, homeCheckout(p.productId));
  const order = await t.ctx.db
    .selectFrom('orders')
    .select(['order_number', 'total_amount_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, number: order.order_number, total: order.total_amount_cents };
}

const statusOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

const paymentMovements = async (orderId: string) =>
  (
    await t.ctx.db
      .selectFrom('ledger_entries')
      .select('movement_id')
      .distinct()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'payment_received')
      .execute()
  ).length;

const callbackLines = () =>
  t.ctx.db.selectFrom('bank_statement_lines').select('id').where('provider', 'is not', null).execute();

describe('payment provider callbacks', () => {
  it('validates an exact Wave payment once, without a proof, and a replay changes nothing', async () => {
    const p = await orderParties(t, { price_cents: 3000, stock_quantity: 10 });
    const order = await openOrder(p);
    const callback = waveCallback({
      transactionId: transactionId(),
      reference: paymentReference(order.number),
      amount: euros(order.total),
      at: t.clock.now(),
    });

    const first = await post(callback);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'validated', orderNumber: order.number });
    expect(await statusOf(order.id)).toBe('payment_validated');
    expect(await paymentMovements(order.id)).toBe(1);
    expect((await notificationsOf(t, p.buyer.id)).map((n) => n.title)).toContain('Paiement validé');
    const payment = await t.ctx.db
      .selectFrom('payments')
      .select(['status', 'proof_key', 'validated_by', 'reconciled_line_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', proof_key: null, validated_by: null });
    const log = await t.ctx.db
      .selectFrom('admin_logs')
      .select(['details', 'admin_id'])
      .where('target_id', '=', await paymentIdOf(t, order.id))
      .executeTakeFirstOrThrow();
    expect(log.admin_id).toBeNull();
    expect(JSON.stringify(log.details)).toContain('Paiement mobile (Wave)');
    await expectLedgerBalanced(t);

    const notificationsBefore = (await notificationsOf(t, p.buyer.id)).length;
    const replay = await post(callback);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ outcome: 'already_received', orderNumber: order.number });
    expect(await paymentMovements(order.id)).toBe(1);
    expect(await notificationsOf(t, p.buyer.id)).toHaveLength(notificationsBefore);
  });

  it('validates our generic format, a payment whose buyer had sent a proof too', async () => {
    const p = await orderParties(t, { price_cents: 2000, stock_quantity: 10 });
    const order = await openOrder(p);
    await uploadProof(p.buyerClient, order.id, await pngProof());
    const response = await post(
      genericCallback({
        transactionId: transactionId(),
        reference: order.number,
        amountCents: order.total,
        at: t.clock.now(),
      }),
    );
    expect(response.json()).toEqual({ outcome: 'validated', orderNumber: order.number });
    expect(await statusOf(order.id)).toBe('payment_validated');
    const log = await t.ctx.db
      .selectFrom('admin_logs')
      .select('details')
      .where('target_id', '=', await paymentIdOf(t, order.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.details)).toContain('Rappel de paiement (générique)');
  });

  it('refuses a tampered body, a wrong secret, a stale or a missing signature with 401, changing nothing', async () => {
    const p = await orderParties(t, { price_cents: 2500, stock_quantity: 10 });
    const order = await openOrder(p);
    const at = t.clock.now();
    const honest = waveCallback({
      transactionId: transactionId(),
      reference: order.number,
      amount: euros(order.total),
      at,
    });
    const tampered = { ...honest, payload: honest.payload.replace(euros(order.total), euros(order.total - 100)) };
    const forged = {
      ...honest,
      headers: {
        ...honest.headers,
        'wave-signature': waveSignature(honest.payload, at, 'pas-le-bon-secret-0123456789'),
      },
    };
    const stale = waveCallback(
      { transactionId: transactionId(), reference: order.number, amount: euros(order.total), at },
      new Date(at.getTime() - 6 * 60_000),
    );
    const unsigned = { ...honest, headers: { 'content-type': 'application/json' } };
    // Ours signs "t.body": a Wave-style signature (no dot) of the same body does not pass.
    const generic = genericCallback({
      transactionId: transactionId(),
      reference: order.number,
      amountCents: order.total,
      at,
    });
    const crossed = {
      ...generic,
      headers: {
        ...generic.headers,
        'x-boucles-signature': waveSignature(generic.payload, at, 'boucles-generic-test-secret-0123456789'),
      },
    };
    const linesBefore = (await callbackLines()).length;
    for (const callback of [tampered, forged, stale, unsigned, crossed]) {
      const response = await post(callback);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    }
    expect((await post(stale)).json().error.message).toMatch(/trop ancien/);
    expect(await statusOf(order.id)).toBe('pending_payment');
    expect(await callbackLines()).toHaveLength(linesBefore);
  });

  it('lists an unknown reference and a wrong amount as À examiner, with the bank lines', async () => {
    const p = await orderParties(t, { price_cents: 4000, stock_quantity: 10 });
    const order = await openOrder(p);
    const at = t.clock.now();
    const unknown = await post(
      waveCallback({ transactionId: transactionId(), reference: 'CADEAU ANNIVERSAIRE', amount: '40.00', at }),
    );
    expect(unknown.json()).toEqual({ outcome: 'to_examine', orderNumber: null });
    const short = await post(
      genericCallback({ transactionId: transactionId(), reference: order.number, amountCents: order.total - 1, at }),
    );
    expect(short.json()).toEqual({ outcome: 'to_examine', orderNumber: order.number });
    expect(await statusOf(order.id)).toBe('pending_payment');

    const exceptions = (await p.adminClient.get('/api/admin/reconciliation/exceptions')).json().items as {
      remittance: string;
      reason: string;
      orderNumber: string | null;
    }[];
    const mine = exceptions.filter(
      (e) => e.remittance.includes('CADEAU ANNIVERSAIRE') || e.orderNumber === order.number,
    );
    // Both arrived at the same (test clock) instant: their order in the list is not the point.
    expect(mine.map((e) => [e.remittance, e.reason]).sort()).toEqual([
      ['Paiement mobile (Wave) — CADEAU ANNIVERSAIRE', 'Référence inconnue'],
      [
        `Rappel de paiement (générique) — ${order.number}`,
        `Montant différent : ${euros(order.total - 1).replace('.', ',')}\u00a0€ reçus, ${euros(order.total).replace('.', ',')}\u00a0€ attendus`,
      ],
    ]);
  });

  it('acknowledges a Wave event that reports no payment, and refuses an unknown provider', async () => {
    const at = t.clock.now();
    const failed = await post(
      waveCallback({
        transactionId: transactionId(),
        reference: 'CMD-2026-000001',
        amount: '10',
        at,
        type: 'checkout.session.payment_failed',
        paymentStatus: 'failed',
      }),
    );
    expect(failed.json()).toEqual({ outcome: 'ignored', orderNumber: null });
    const callback = waveCallback({ transactionId: transactionId(), reference: null, amount: '10', at });
    for (const provider of ['paypal', '__proto__', 'constructor']) {
      const response = await post({ ...callback, url: `/api/payments/callbacks/${provider}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Prestataire de paiement inconnu ou non configuré');
    }
  });

  it('accepts no callback at all, even signed, from a provider without a secret', async () => {
    const secrets = t.ctx.config.paymentCallbackSecrets;
    const configured = secrets.wave;
    secrets.wave = undefined;
    try {
      const callback = waveCallback({
        transactionId: transactionId(),
        reference: null,
        amount: '10',
        at: t.clock.now(),
      });
      const response = await post(callback);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('PROVIDER_NOT_FOUND');
    } finally {
      secrets.wave = configured;
    }
  });

  it('validates once when the admin clicks Valider while the callback arrives', async () => {
    const p = await orderParties(t, { price_cents: 3500, stock_quantity: 10 });
    const order = await openOrder(p);
    await uploadProof(p.buyerClient, order.id, await pngProof());
    const paymentId = await paymentIdOf(t, order.id);
    const callback = waveCallback({
      transactionId: transactionId(),
      reference: order.number,
      amount: euros(order.total),
      at: t.clock.now(),
    });
    const [click, called] = await Promise.all([
      p.adminClient.post(`/api/admin/payments/${paymentId}/approve`),
      post(callback),
    ]);
    const validations = [click.statusCode === 200, called.json().outcome === 'validated'].filter(Boolean);
    expect(validations).toHaveLength(1);
    expect(called.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('payment_validated');
    expect(await paymentMovements(order.id)).toBe(1);
    await expectLedgerBalanced(t);
  });
});
