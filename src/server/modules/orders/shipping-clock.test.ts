import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, formatClockDate } from '@shared/orders/shipping-clock';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import {
  deliveredOrder,
  expectLedgerBalanced,
  notificationsOf,
  orderParties,
  paidOrder,
  stockOf,
} from '@test/order-factories';
import { requestReturn } from '@test/return-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { loadOrder } from './order-access';
import { runShippingClocks } from './shipping-clock-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const runClocks = () => runShippingClocks(t.ctx.db, t.clock.now(), t.ctx.config.shippingClocks);

async function paid() {
  const p = await orderParties(t, { price_cents: 10_000 });
  const validatedAt = t.clock.now();
  const orderId = await paidOrder(t, p);
  return { ...p, orderId, validatedAt };
}

async function sent() {
  const p = await paid();
  const shipped = await p.sellerClient.post(`/api/orders/${p.orderId}/ship`, { trackingNumber: 'COL-42' });
  expect(shipped.statusCode).toBe(200);
  return { ...p, sentAt: t.clock.now() };
}

const titlesOf = async (userId: string) => (await notificationsOf(t, userId)).map((n) => n.title);
const refundsOf = (orderId: string) =>
  t.ctx.db
    .selectFrom('ledger_entries')
    .select('movement_id')
    .distinct()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund_to_buyer')
    .execute();

describe('two passes at once', () => {
  it('change each order once (first here: no other order is due): one refund, one reminder, one delivery', async () => {
    const late = await paid();
    const quiet = await sent();
    const toRemind = await paid();
    // late: past its deadline; quiet: past day 21; toRemind: validated 3 days after late.
    t.clock.set(new Date(late.validatedAt.getTime() + 5 * DAY_MS + MINUTE));
    await t.ctx.db
      .updateTable('orders')
      .set({ deliver_by: new Date(t.clock.now().getTime() - MINUTE) })
      .where('id', '=', quiet.orderId)
      .execute();
    await t.ctx.db
      .updateTable('orders')
      .set({ ship_by: new Date(t.clock.now().getTime() + DAY_MS) })
      .where('id', '=', toRemind.orderId)
      .execute();
    const counts = await Promise.all([runClocks(), runClocks()]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await runClocks()).toBe(0);
    expect(await refundsOf(late.orderId)).toHaveLength(1);
    expect((await loadOrder(t.ctx.db, quiet.orderId)).status).toBe('delivered');
    const events = await t.ctx.db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', 'in', [late.orderId, quiet.orderId])
      .where('actor_id', 'is', null)
      .execute();
    expect(events).toHaveLength(2);
    expect(
      (await notificationsOf(t, toRemind.seller.id)).filter((n) => n.title === 'Commande à expédier'),
    ).toHaveLength(1);
    await expectLedgerBalanced(t);
  });
});

describe('the shipping clock', () => {
  it('shows the seller and the buyer the deadline, and reminds the seller once, at day 3', async () => {
    const p = await paid();
    const shipBy = new Date(p.validatedAt.getTime() + 5 * DAY_MS);
    const seller = (await p.sellerClient.get(`/api/orders/${p.orderId}`)).json();
    const buyer = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(seller.shippingClock).toMatchObject({ kind: 'ship', at: shipBy.toISOString(), canExtend: false });
    expect(buyer.shippingClock).toMatchObject({ kind: 'ship', at: shipBy.toISOString(), canExtend: true });

    t.clock.advance(3 * DAY_MS - MINUTE);
    await runClocks();
    expect(await titlesOf(p.seller.id)).not.toContain('Commande à expédier');

    t.clock.advance(2 * MINUTE);
    await runClocks();
    await runClocks();
    const reminders = (await notificationsOf(t, p.seller.id)).filter((n) => n.title === 'Commande à expédier');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.message).toContain(`À expédier avant le ${formatClockDate(shipBy)}`);
    // The e-mail goes out with it (the seller's preferences are the defaults).
    const emails = await t.ctx.db
      .selectFrom('notification_deliveries')
      .select('message')
      .where('user_id', '=', p.seller.id)
      .where('channel', '=', 'email')
      .where('title', '=', 'Commande à expédier')
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('cancels an order not sent in time: buyer refunded from escrow, unit back on sale, both told why', async () => {
    const p = await paid();
    expect(await stockOf(t, p.productId)).toBe(0);
    t.clock.advance(5 * DAY_MS + MINUTE);
    expect(await runClocks()).toBeGreaterThanOrEqual(1);

    const order = await loadOrder(t.ctx.db, p.orderId);
    expect(order.status).toBe('cancelled');
    expect(await stockOf(t, p.productId)).toBe(1);
    expect(await refundsOf(p.orderId)).toHaveLength(1);
    expect(await orderBalances(t.ctx.db, p.orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
      platform_cash: 0,
    });
    await expectLedgerBalanced(t);

    const view = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(view.events.at(-1)).toMatchObject({ status: 'cancelled', note: 'Annulée : non expédiée à temps' });
    expect(view.shippingClock).toBeNull();
    expect(await titlesOf(p.buyer.id)).toContain('Annulée : non expédiée à temps');
    expect(await titlesOf(p.seller.id)).toContain('Annulée : non expédiée à temps');

    // Sending now is too late, and a second pass changes nothing.
    expect((await p.sellerClient.post(`/api/orders/${p.orderId}/ship`, {})).statusCode).toBe(409);
    expect(await runClocks()).toBe(0);
    expect(await refundsOf(p.orderId)).toHaveLength(1);
  });

  it('lets the buyer alone grant one extension of 3 days before the deadline; the seller is told', async () => {
    const p = await paid();
    const stranger = await signIn(t, await createUser(t));
    const url = `/api/orders/${p.orderId}/extend-shipping`;
    expect((await p.sellerClient.post(url)).statusCode).toBe(403);
    expect((await p.adminClient.post(url)).statusCode).toBe(403);
    expect((await stranger.post(url)).statusCode).toBe(404);

    const granted = await p.buyerClient.post(url);
    expect(granted.statusCode).toBe(200);
    const shipBy = new Date(p.validatedAt.getTime() + 8 * DAY_MS);
    expect(granted.json().shippingClock).toMatchObject({ at: shipBy.toISOString(), extended: true, canExtend: false });
    const told = (await notificationsOf(t, p.seller.id)).find((n) => n.title === "Délai d'expédition prolongé");
    expect(told?.message).toContain(`à expédier avant le ${formatClockDate(shipBy)}`);

    const again = await p.buyerClient.post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà accordé un délai pour cette commande');

    // The first deadline passes without effect; the extended one cancels.
    t.clock.advance(5 * DAY_MS + MINUTE);
    await runClocks();
    expect((await loadOrder(t.ctx.db, p.orderId)).status).toBe('payment_validated');
    t.clock.advance(3 * DAY_MS);
    await runClocks();
    expect((await loadOrder(t.ctx.db, p.orderId)).status).toBe('cancelled');
    await expectLedgerBalanced(t);
  });

  it('refuses the extension once the deadline has passed, and on an order already sent', async () => {
    const late = await paid();
    t.clock.advance(5 * DAY_MS + MINUTE);
    const refused = await late.buyerClient.post(`/api/orders/${late.orderId}/extend-shipping`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Le délai d'expédition est dépassé");

    const shipped = await sent();
    const tooLate = await shipped.buyerClient.post(`/api/orders/${shipped.orderId}/extend-shipping`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe("Cette commande n'attend plus d'expédition");
    await runClocks();
  });
});

describe('a late order the clock cannot cancel', () => {
  it('does not hold up the others; the pass fails naming it and why, and the next pass tries again', async () => {
    const p = await orderParties(t);
    const stuckId = await deliveredOrder(t, p);
    await requestReturn(p.buyerClient, stuckId, { reason: 'damaged' });
    // A return under way forbids a cancellation; no one can set this state now (decision 039, amended).
    const back = { status: 'payment_validated' as const, ship_by: t.clock.now() };
    await t.ctx.db.updateTable('orders').set(back).where('id', '=', stuckId).execute();
    const late = await paid();
    t.clock.advance(5 * DAY_MS + MINUTE);

    const failure = await runClocks().then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as Error).message).toBe(
      `1 shipping expiries failed; order ${stuckId}: Un retour est en cours sur cette commande : remboursez l'acheteur par le retour, depuis l'onglet Retours`,
    );
    expect((await loadOrder(t.ctx.db, late.orderId)).status).toBe('cancelled');
    expect((await loadOrder(t.ctx.db, stuckId)).status).toBe('payment_validated');
    await expect(runClocks()).rejects.toThrow(`order ${stuckId}`);

    await t.ctx.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', stuckId).execute();
    await expectLedgerBalanced(t);
  });
});

describe('a status the admin forces', () => {
  it('starts the clock of the status it sets', async () => {
    const p = await paid();
    const forced = await p.adminClient.post(`/api/admin/orders/${p.orderId}/status`, {
      status: 'in_transit',
      reason: 'Envoi confirmé par téléphone',
    });
    expect(forced.statusCode).toBe(200);
    const view = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(view.shippingClock).toMatchObject({
      kind: 'transit',
      at: new Date(t.clock.now().getTime() + 21 * DAY_MS).toISOString(),
    });
  });
});

describe('the transit clock', () => {
  it('asks the buyer at day 14, once, then counts the order as delivered at day 21', async () => {
    const p = await sent();
    const deliverBy = new Date(p.sentAt.getTime() + 21 * DAY_MS);
    const buyerView = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(buyerView.shippingClock).toMatchObject({
      kind: 'transit',
      at: deliverBy.toISOString(),
      canReportNotReceived: true,
    });
    expect((await p.sellerClient.get(`/api/orders/${p.orderId}`)).json().shippingClock).toMatchObject({
      kind: 'transit',
      canReportNotReceived: false,
    });

    t.clock.advance(14 * DAY_MS + MINUTE);
    await runClocks();
    await runClocks();
    const asked = (await notificationsOf(t, p.buyer.id)).filter((n) => n.title === 'Avez-vous reçu votre commande ?');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.message).toContain(`considérée comme livrée le ${formatClockDate(deliverBy)}`);
    expect((await loadOrder(t.ctx.db, p.orderId)).status).toBe('in_transit');

    t.clock.advance(7 * DAY_MS);
    await runClocks();
    const view = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(view.status).toBe('delivered');
    expect(view.events.at(-1).note).toBe('Considérée comme livrée : aucun signalement dans le délai');
    // As after the buyer's confirmation: the 14-day return window runs from now.
    expect(view.canRequestReturn).toBe(true);
    expect(await titlesOf(p.seller.id)).toContain('Commande considérée comme livrée');
    t.clock.advance(14 * DAY_MS + MINUTE);
    expect((await p.buyerClient.get(`/api/orders/${p.orderId}`)).json().canRequestReturn).toBe(false);
  });
});

describe("'Colis non reçu'", () => {
  it('stops the clock and waits for the admin, who may refund the buyer from escrow', async () => {
    const p = await sent();
    const url = `/api/orders/${p.orderId}/not-received`;
    expect((await p.sellerClient.post(url)).statusCode).toBe(403);
    expect((await p.adminClient.post(url)).statusCode).toBe(403);
    const claimed = await p.buyerClient.post(url);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().shippingClock).toMatchObject({ kind: 'claim', canReportNotReceived: false });
    expect((await p.buyerClient.post(url)).json().error.message).toBe('Vous avez déjà signalé ce colis comme non reçu');
    expect(await titlesOf(p.seller.id)).toContain('Colis non reçu');
    expect(await titlesOf(p.admin.id)).toContain('Colis non reçu à examiner');

    t.clock.advance(22 * DAY_MS);
    await runClocks();
    expect((await loadOrder(t.ctx.db, p.orderId)).status).toBe('in_transit');

    const list = (await p.adminClient.get('/api/admin/parcel-claims')).json();
    expect(list.claims.map((c: { orderId: string }) => c.orderId)).toContain(p.orderId);
    expect((await p.buyerClient.get('/api/admin/parcel-claims')).statusCode).toBe(403);
    const decide = `/api/admin/orders/${p.orderId}/parcel-claim`;
    const decision = { outcome: 'refunded', reason: 'Le transporteur a perdu le colis.' };
    expect((await p.buyerClient.post(decide, decision)).statusCode).toBe(403);
    expect((await p.adminClient.post(decide, { outcome: 'refunded', reason: 'court' })).statusCode).toBe(400);

    expect((await p.adminClient.post(decide, decision)).statusCode).toBe(200);
    const order = await loadOrder(t.ctx.db, p.orderId);
    expect(order).toMatchObject({ status: 'cancelled', claim_outcome: 'refunded' });
    expect(await refundsOf(p.orderId)).toHaveLength(1);
    expect((await orderBalances(t.ctx.db, p.orderId)).platform_cash).toBe(0);
    await expectLedgerBalanced(t);
    // The parcel left the seller: the unit does not come back on sale.
    expect(await stockOf(t, p.productId)).toBe(0);
    expect(await titlesOf(p.buyer.id)).toContain('Annulée et remboursée : colis non reçu');
    expect(await titlesOf(p.seller.id)).toContain('Annulée et remboursée : colis non reçu');
    const logged = await t.ctx.db
      .selectFrom('admin_logs')
      .select(['action', 'details'])
      .where('target_id', '=', p.orderId)
      .execute();
    expect(logged).toEqual([
      { action: 'decide_parcel_claim', details: expect.objectContaining({ outcome: 'refunded' }) },
    ]);

    const twice = await p.adminClient.post(decide, decision);
    expect(twice.statusCode).toBe(409);
    expect(await refundsOf(p.orderId)).toHaveLength(1);
    const after = (await p.adminClient.get('/api/admin/parcel-claims')).json();
    expect(after.claims.map((c: { orderId: string }) => c.orderId)).not.toContain(p.orderId);
  });

  it('may instead be decided as delivered: the return window then runs as after a confirmation', async () => {
    const p = await sent();
    expect((await p.buyerClient.post(`/api/orders/${p.orderId}/not-received`)).statusCode).toBe(200);
    const decided = await p.adminClient.post(`/api/admin/orders/${p.orderId}/parcel-claim`, {
      outcome: 'delivered',
      reason: 'Le suivi montre une remise en main propre signée.',
    });
    expect(decided.statusCode).toBe(200);
    const view = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(view).toMatchObject({ status: 'delivered', canRequestReturn: true, shippingClock: null });
    expect(view.events.at(-1).note).toContain('Le suivi montre une remise en main propre signée.');
    expect(await refundsOf(p.orderId)).toHaveLength(0);
    expect(await titlesOf(p.buyer.id)).toContain('Commande considérée comme livrée');
    expect(await titlesOf(p.seller.id)).toContain('Commande considérée comme livrée');
  });

  it("pages the admin's open claims oldest first, with the count of all (decision 074)", async () => {
    const p = await sent();
    expect((await p.buyerClient.post(`/api/orders/${p.orderId}/not-received`)).statusCode).toBe(200);
    // 55 more claims made a second apart, copies of this one with their own payment.
    const copies = await sql<{ id: string }>`
      with copies as (
        insert into orders
        select (jsonb_populate_record(o, jsonb_build_object(
          'id', gen_random_uuid(),
          'order_number', o.order_number || '-' || n,
          'not_received_at', o.not_received_at + n * interval '1 second'))).*
        from orders o, generate_series(1, 55) n where o.id = ${p.orderId}
        returning id, not_received_at
      ), paid as (
        insert into payments (order_id, amount_cents, method, status, proof_key)
        select c.id, pay.amount_cents, pay.method, pay.status, pay.proof_key from copies c, payments pay where pay.order_id = ${p.orderId}
      )
      select id from copies order by not_received_at`.execute(t.ctx.db);
    const mine = [p.orderId, ...copies.rows.map((row) => row.id)];

    type ClaimPage = { claims: { orderId: string }[]; nextCursor: string | null };
    const ids = await readAllPages(p.adminClient, '/api/admin/parcel-claims', {
      pageOf: (body) => {
        const page = body as ClaimPage;
        return { items: page.claims.map((claim) => ({ id: claim.orderId })), nextCursor: page.nextCursor };
      },
    });
    expect(ids.filter((id) => mine.includes(id))).toEqual(mine);
    expect(new Set(ids).size).toBe(ids.length);
    const first = (await p.adminClient.get('/api/admin/parcel-claims')).json();
    expect([first.claims.length, first.total]).toEqual([50, ids.length]);
    await expectPagingRefusals(p.adminClient, '/api/admin/parcel-claims');
    expect((await p.buyerClient.get('/api/admin/parcel-claims?limit=10')).statusCode).toBe(403);
    expect((await p.sellerClient.get('/api/admin/parcel-claims')).statusCode).toBe(403);
  });

  it('is refused on an order that is not in transit', async () => {
    const p = await paid();
    const refused = await p.buyerClient.post(`/api/orders/${p.orderId}/not-received`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "La commande doit être en transit pour signaler qu'elle n'est pas arrivée",
    );
  });
});
