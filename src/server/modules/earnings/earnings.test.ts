import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { insertLotOrder, threeItemLot } from '@test/lot-order-factory';
import { expectLedgerBalanced, orderParties, paidOrder, pdfProof, sendProof } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import type { Earnings, PayoutHistoryItem } from '@shared/earnings/earnings.schemas';
import { partyBalances } from '../ledger/ledger-balances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parties = Awaited<ReturnType<typeof orderParties>>;

/** One more paid order for the same seller, on a product of its own. */
async function anotherPaidOrder(p: Parties, priceCents: number, title = 'Tissage brésilien 50 cm') {
  const productId = await insertProduct(t, p.seller.id, { price_cents: priceCents, title });
  return paidOrder(t, { ...p, productId });
}

const setStatus = (p: Parties, orderId: string, status: 'completed' | 'cancelled') =>
  p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status, reason: 'Contrôle comptable' });

const earningsOf = async (client: TestClient): Promise<Earnings> => (await client.get('/api/me/earnings')).json();
const payoutsOf = async (client: TestClient): Promise<PayoutHistoryItem[]> =>
  (await client.get('/api/me/payouts')).json().items;
const earningsPage = (body: unknown) => {
  const page = body as Earnings;
  return { items: page.orders.map((order) => ({ id: order.orderId })), nextCursor: page.nextCursor };
};

/** The page, the admin's list of seller balances and the ledger tell the same story. */
async function expectPageEqualsLedger(p: Parties) {
  const page = await earningsOf(p.sellerClient);
  expect(page.nextCursor).toBeNull();
  const escrow = 0 - ((await partyBalances(t.ctx.db, 'seller_escrow')).get(p.seller.id) ?? 0);
  const payable = 0 - ((await partyBalances(t.ctx.db, 'seller_payable')).get(p.seller.id) ?? 0);
  const payouts = await t.ctx.db
    .selectFrom('payouts')
    .select('amount_cents')
    .where('seller_id', '=', p.seller.id)
    .execute();
  const paidOut = payouts.reduce((sum, payout) => sum + payout.amount_cents, 0);
  expect(page.totals).toEqual({ inEscrowCents: escrow, payableCents: payable, paidOutCents: paidOut });
  expect(page.orders.reduce((sum, order) => sum + order.inEscrowCents, 0)).toBe(escrow);
  expect(page.orders.reduce((sum, order) => sum + order.releasedCents, 0) - paidOut).toBe(payable);
  expect((await payoutsOf(p.sellerClient)).reduce((sum, payout) => sum + payout.amountCents, 0)).toBe(paidOut);
  const admin = (await p.adminClient.get('/api/admin/payouts')).json().sellers as {
    sellerId: string;
    owedCents: number;
    inEscrowCents: number;
  }[];
  const row = admin.find((seller) => seller.sellerId === p.seller.id);
  expect({ owed: row?.owedCents ?? 0, escrow: row?.inEscrowCents ?? 0 }).toEqual({ owed: payable, escrow });
  await expectLedgerBalanced(t);
}

describe('seller earnings', () => {
  it('explains each amount (share plus the delivery refunded) and follows it from escrow to payout', async () => {
    const p = await orderParties(t, { price_cents: 8000, title: 'Perruque lisse 60 cm' });
    const first = await paidOrder(t, p);
    const before = await earningsOf(p.sellerClient);
    expect(before.totals).toEqual({ inEscrowCents: 8299, payableCents: 0, paidOutCents: 0 });
    expect(before.orders).toEqual([
      expect.objectContaining({
        orderId: first,
        productTitle: 'Perruque lisse 60 cm',
        priceCents: 8000,
        commissionCents: 400,
        sellerAmountCents: 7600,
        deliveryCostCents: 699,
        state: 'escrow',
        inEscrowCents: 8299,
        releasedCents: 0,
        paidOutCents: 0,
      }),
    ]);

    await setStatus(p, first, 'completed');
    const second = await anotherPaidOrder(p, 2000);
    await setStatus(p, second, 'completed');
    const payout = await p.adminClient.post('/api/admin/payouts', {
      sellerId: p.seller.id,
      amountCents: 9000,
      method: 'iban',
      reference: 'VIR-2026-11',
    });
    await sendProof(p.adminClient, `/api/admin/payouts/${payout.json().id}/proof`, pdfProof());
    const refunded = await anotherPaidOrder(p, 3000);
    await setStatus(p, refunded, 'cancelled');

    const after = await earningsOf(p.sellerClient);
    // 82,99 € + 25,99 € released, 90,00 € paid: the oldest order is covered, the next in part.
    expect(after.totals).toEqual({ inEscrowCents: 0, payableCents: 1898, paidOutCents: 9000 });
    const byId = new Map(after.orders.map((order) => [order.orderId, order]));
    expect(byId.get(first)).toMatchObject({ state: 'paid', releasedCents: 8299, paidOutCents: 8299 });
    expect(byId.get(second)).toMatchObject({ state: 'payable', releasedCents: 2599, paidOutCents: 701 });
    expect(byId.get(refunded)).toMatchObject({ state: 'refunded', inEscrowCents: 0, releasedCents: 0 });
    const payouts = await payoutsOf(p.sellerClient);
    expect(payouts).toEqual([
      expect.objectContaining({
        amountCents: 9000,
        method: 'iban',
        reference: 'VIR-2026-11',
        proofUrl: expect.stringMatching(/^\/media\/private\/payout-proofs\//),
      }),
    ]);
    const proof = await p.sellerClient.get(payouts[0]?.proofUrl ?? '');
    expect(proof.statusCode).toBe(200);
    await expectPageEqualsLedger(p);
  });

  it('lists a lot’s lines with each one’s share, which add up to the order (decision 065)', async () => {
    const p = await orderParties(t);
    const { orderId } = await insertLotOrder(t, { buyerId: p.buyer.id, sellerId: p.seller.id }, threeItemLot, {
      percent: 10,
    });
    const order = (await earningsOf(p.sellerClient)).orders.find((item) => item.orderId === orderId);
    expect(order).toMatchObject({
      productTitle: 'Perruque lace frontal 20 pouces',
      priceCents: 6750,
      commissionCents: 338,
      sellerAmountCents: 6412,
      state: 'escrow',
      inEscrowCents: 6412 + 699,
      items: [
        { title: 'Perruque lace frontal 20 pouces', priceCents: 4500, commissionCents: 225, sellerAmountCents: 4275 },
        { title: 'Colle Bold Hold 40 ml', priceCents: 1350, commissionCents: 68, sellerAmountCents: 1282 },
        { title: 'Bonnet en satin', priceCents: 900, commissionCents: 45, sellerAmountCents: 855 },
      ],
    });
    await expectLedgerBalanced(t);
  });

  it("shows only the caller's own figures, zeros to someone who never sold, and nothing to a visitor", async () => {
    const p = await orderParties(t);
    await paidOrder(t, p);
    const stranger = await signIn(t, await createUser(t));
    expect(await earningsOf(stranger)).toEqual({
      totals: { inEscrowCents: 0, payableCents: 0, paidOutCents: 0 },
      orders: [],
      nextCursor: null,
    });
    expect(await payoutsOf(stranger)).toEqual([]);
    expect((await earningsOf(p.buyerClient)).orders).toEqual([]);
    expect((await new TestClient(t.app).get('/api/me/earnings')).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/me/payouts')).statusCode).toBe(401);
  });

  it('pages the orders and the payouts newest first, with the totals of every order on each page (decision 075)', async () => {
    const p = await orderParties(t, { price_cents: 1000 });
    const orders = [await paidOrder(t, p)];
    for (const price of [2000, 3000, 4000, 5000]) orders.push(await anotherPaidOrder(p, price));
    for (const orderId of orders.slice(0, 3)) await setStatus(p, orderId, 'completed');
    const payoutIds: string[] = [];
    for (const reference of ['VIR-1', 'VIR-2', 'VIR-3']) {
      const payout = await p.adminClient.post('/api/admin/payouts', {
        sellerId: p.seller.id,
        amountCents: 500,
        method: 'iban',
        reference,
      });
      payoutIds.push(payout.json().id);
    }
    const read = await readAllPages(p.sellerClient, '/api/me/earnings', { limit: 2, pageOf: earningsPage });
    const whole = await earningsOf(p.sellerClient);
    // Newest first, ties (one test clock tick) broken by id: pages of 2 read as one page of 50.
    expect(read).toEqual(whole.orders.map((order) => order.orderId));
    expect([...read].sort()).toEqual([...orders].sort());
    const second = (await p.sellerClient.get('/api/me/earnings?limit=2')).json() as Earnings;
    const third = (await p.sellerClient.get(`/api/me/earnings?limit=2&cursor=${second.nextCursor}`)).json() as Earnings;
    expect(third.totals).toEqual(whole.totals);
    expect(third.orders).toEqual(whole.orders.slice(2, 4));
    const payouts = await readAllPages(p.sellerClient, '/api/me/payouts', { limit: 2 });
    expect(payouts).toEqual((await payoutsOf(p.sellerClient)).map((payout) => payout.id));
    expect([...payouts].sort()).toEqual([...payoutIds].sort());
    await expectPagingRefusals(p.sellerClient, '/api/me/earnings');
    await expectPagingRefusals(p.sellerClient, '/api/me/payouts');
    // Another seller's cursor gives nothing of hers: her own list only, from that point.
    const stranger = await signIn(t, await createUser(t));
    const foreign = await stranger.get(`/api/me/payouts?cursor=${second.nextCursor}`);
    expect(foreign.json()).toEqual({ items: [], nextCursor: null });
  });

  it('agrees with the admin balances and the ledger for any sequence of orders, refunds and payouts', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('order' as const), priceCents: fc.integer({ min: 100, max: 50_000 }) }),
      fc.record({ kind: fc.constantFrom('complete' as const, 'cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('payout' as const), share: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const p = await orderParties(t, { price_cents: 1500 });
        const orders: string[] = [await paidOrder(t, p)];
        for (const s of steps) {
          if (s.kind === 'order') orders.push(await anotherPaidOrder(p, s.priceCents));
          else if (s.kind === 'payout') {
            const owed = (await earningsOf(p.sellerClient)).totals.payableCents;
            const amountCents = Math.max(1, Math.floor(owed * s.share));
            // Nothing owed: the admin is refused and nothing moves; the property still holds.
            await p.adminClient.post('/api/admin/payouts', {
              sellerId: p.seller.id,
              amountCents,
              method: 'paypal',
              reference: 'PP',
            });
          } else {
            await setStatus(p, orders[s.pick % orders.length] ?? '', s.kind === 'complete' ? 'completed' : 'cancelled');
          }
        }
        await expectPageEqualsLedger(p);
      }),
      { numRuns: 6 },
    );
    // Each run signs up three people and pays orders through the API: slow on a shared machine.
  }, 300_000);
});
