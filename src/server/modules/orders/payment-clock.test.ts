import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_EXPIRED_REASON, formatDueMoment } from '@shared/orders/order-clock';
import { runExclusively } from '@server/platform/jobs';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import {
  checkout,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  paymentIdOf,
  pngProof,
  stockOf,
  uploadProof,
} from '@test/order-factories';
import { expireUnpaidOrders, paymentClockJob } from './payment-clock-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

async function pendingOrder() {
  const p = await orderParties(t);
  const placedAt = t.clock.now();
  const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
  return { ...p, orderId, placedAt };
}

const runClock = async () => {
  const count = await runExclusively(t.ctx.db, paymentClockJob(t.ctx));
  if (count === 'skipped') throw new Error('the payment clock was already running');
  return count;
};

const viewOf = async (client: Awaited<ReturnType<typeof signIn>>, orderId: string) =>
  (await client.get(`/api/orders/${orderId}`)).json();

const reminders = async (userId: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.title.endsWith(': paiement attendu'));

describe('the payment clock', () => {
  it('gives the order 72 hours from checkout', async () => {
    const p = await pendingOrder();
    const buyerView = await viewOf(p.buyerClient, p.orderId);
    expect(buyerView.paymentDueAt).toBe(new Date(p.placedAt.getTime() + 72 * HOUR).toISOString());
    expect((await viewOf(p.sellerClient, p.orderId)).paymentDueAt).toBe(buyerView.paymentDueAt);
  });

  it('reminds the buyer once, 24 hours before the deadline, by e-mail too', async () => {
    const p = await pendingOrder();
    t.clock.advance(48 * HOUR - MINUTE);
    await runClock();
    expect(await reminders(p.buyer.id)).toEqual([]);

    t.clock.advance(MINUTE);
    await runClock();
    const due = new Date(p.placedAt.getTime() + 72 * HOUR);
    const [reminder, ...more] = await reminders(p.buyer.id);
    expect(more).toEqual([]);
    expect(reminder?.message).toContain(`À payer avant le ${formatDueMoment(due, 'Europe/Paris')} (heure de Paris)`);
    const emails = await t.ctx.db
      .selectFrom('notification_deliveries')
      .select('category')
      .where('user_id', '=', p.buyer.id)
      .where('channel', '=', 'email')
      .where('title', '=', reminder?.title ?? '')
      .execute();
    expect(emails).toEqual([{ category: 'order_updates' }]);

    t.clock.advance(10 * HOUR);
    await runClock();
    await runClock();
    expect(await reminders(p.buyer.id)).toHaveLength(1);
    expect(await reminders(p.seller.id)).toEqual([]);
  });

  it('cancels the unpaid order at the deadline: unit back on sale, both told why', async () => {
    const p = await pendingOrder();
    expect(await stockOf(t, p.productId)).toBe(0);
    t.clock.advance(72 * HOUR - MINUTE);
    await runClock();
    expect((await viewOf(p.buyerClient, p.orderId)).status).toBe('pending_payment');

    t.clock.advance(MINUTE);
    await runClock();
    expect(await stockOf(t, p.productId)).toBe(1);
    for (const client of [p.buyerClient, p.sellerClient]) {
      const view = await viewOf(client, p.orderId);
      expect(view.status).toBe('cancelled');
      expect(view.paymentDueAt).toBeNull();
      expect(view.events.at(-1)).toMatchObject({ status: 'cancelled', note: PAYMENT_EXPIRED_REASON });
    }
    for (const party of [p.buyer, p.seller]) {
      const told = (await notificationsOf(t, party.id)).filter((n) => n.title === 'Commande annulée');
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toContain(PAYMENT_EXPIRED_REASON);
    }
    await expectLedgerBalanced(t);

    // The next buyer finds the product on sale again.
    const next = await signIn(t, await createUser(t));
    expect((await next.post('/api/orders', homeCheckout(p.productId))).statusCode).toBe(201);
  });

  it('stops for a proof sent in time, and marks it late for the admin after 24 hours', async () => {
    const p = await pendingOrder();
    expect((await uploadProof(p.buyerClient, p.orderId, await pngProof())).statusCode).toBe(200);
    const submittedView = await viewOf(p.buyerClient, p.orderId);
    expect(submittedView.paymentDueAt).toBeNull();
    const lateFlag = async () => {
      const list = (await p.adminClient.get('/api/admin/payments?status=submitted')).json();
      return list.payments.find((row: { orderId: string }) => row.orderId === p.orderId)?.late;
    };
    t.clock.advance(24 * HOUR - MINUTE);
    expect(await lateFlag()).toBe(false);
    t.clock.advance(MINUTE);
    expect(await lateFlag()).toBe(true);

    t.clock.advance(100 * HOUR);
    await runClock();
    expect((await viewOf(p.buyerClient, p.orderId)).status).toBe('payment_submitted');
    expect(await stockOf(t, p.productId)).toBe(0);
  });

  it('gives the buyer at least 24 hours again after a rejected proof', async () => {
    const late = await pendingOrder();
    const early = await pendingOrder();
    for (const p of [late, early]) await uploadProof(p.buyerClient, p.orderId, await pngProof());
    const rejectProof = async (p: typeof late) => {
      const response = await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, p.orderId)}/reject`, {
        note: 'Montant incomplet',
      });
      expect(response.statusCode).toBe(200);
    };

    t.clock.advance(2 * HOUR);
    await rejectProof(early);
    // Rejected early, the rest of the 72 hours is longer than 24: the deadline stays.
    expect((await viewOf(early.buyerClient, early.orderId)).paymentDueAt).toBe(
      new Date(early.placedAt.getTime() + 72 * HOUR).toISOString(),
    );

    t.clock.advance(68 * HOUR);
    await rejectProof(late);
    const fresh = new Date(t.clock.now().getTime() + 24 * HOUR);
    expect((await viewOf(late.buyerClient, late.orderId)).paymentDueAt).toBe(fresh.toISOString());

    t.clock.set(new Date(fresh.getTime() - MINUTE));
    await runClock();
    expect((await viewOf(late.buyerClient, late.orderId)).status).toBe('pending_payment');
    expect((await viewOf(early.buyerClient, early.orderId)).status).toBe('cancelled');
    t.clock.set(fresh);
    await runClock();
    expect((await viewOf(late.buyerClient, late.orderId)).status).toBe('cancelled');
  });

  it('gives a window again to an order the admin puts back to waiting for its payment', async () => {
    const p = await pendingOrder();
    t.clock.advance(72 * HOUR);
    await runClock();
    expect((await viewOf(p.buyerClient, p.orderId)).status).toBe('cancelled');
    const revived = await p.adminClient.post(`/api/admin/orders/${p.orderId}/status`, {
      status: 'pending_payment',
      reason: 'Virement reçu en retard, confirmé par la banque',
    });
    expect(revived.statusCode).toBe(200);
    expect((await viewOf(p.buyerClient, p.orderId)).paymentDueAt).toBe(
      new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    );
    await runClock();
    expect((await viewOf(p.buyerClient, p.orderId)).status).toBe('pending_payment');
  });

  it('changes each order once when two passes run at the same moment', async () => {
    const orders = [await pendingOrder(), await pendingOrder(), await pendingOrder()];
    t.clock.advance(73 * HOUR);
    const now = t.clock.now();
    const due = await t.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'pending_payment')
      .where('payment_due_at', '<=', now)
      .execute();
    expect(due.length).toBeGreaterThanOrEqual(orders.length);
    const counts = await Promise.all([expireUnpaidOrders(t.ctx.db, now), expireUnpaidOrders(t.ctx.db, now)]);
    expect(counts[0] + counts[1]).toBe(due.length);
    for (const p of orders) {
      expect(await stockOf(t, p.productId)).toBe(1);
      const events = await t.ctx.db
        .selectFrom('order_events')
        .select('status')
        .where('order_id', '=', p.orderId)
        .where('status', '=', 'cancelled')
        .execute();
      expect(events).toHaveLength(1);
      expect((await notificationsOf(t, p.seller.id)).filter((n) => n.title === 'Commande annulée')).toHaveLength(1);
    }
    expect(await expireUnpaidOrders(t.ctx.db, now)).toBe(0);
    await expectLedgerBalanced(t);
  });
});
