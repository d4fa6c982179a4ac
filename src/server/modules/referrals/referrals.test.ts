import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type TestUser, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { expectPagingRefusals, readAllPages } from '@test/paging';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A referrer whose invited friend has just placed a first order: one pending bonus. */
async function referredPurchase() {
  const p = await orderParties(t);
  const referrer = await createUser(t, { fullName: 'Mariam Marraine' });
  const friend = await createUser(t, { fullName: 'Binta Filleule', referralCode: referrer.referralCode });
  const friendClient = await signIn(t, friend);
  const orderId = await checkout(friendClient, homeCheckout(p.productId));
  const referral = await t.ctx.db
    .selectFrom('referrals')
    .select('id')
    .where('referred_id', '=', friend.id)
    .executeTakeFirstOrThrow();
  return { ...p, referrer, friend, friendClient, orderId, referralId: referral.id };
}

type Purchase = Awaited<ReturnType<typeof referredPurchase>>;

/** The friend's transfer is validated, then the admin sets the first order to the given status. */
async function firstOrderBecomes(p: Purchase, status: 'completed' | 'cancelled' | 'delivered') {
  await uploadProof(p.friendClient, p.orderId, await pngProof());
  await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, p.orderId)}/approve`);
  const set = await p.adminClient.post(`/api/admin/orders/${p.orderId}/status`, { status, reason: 'Suivi' });
  expect(set.statusCode).toBe(200);
}

const pay = (p: Purchase) => p.adminClient.post(`/api/admin/referrals/${p.referralId}/pay`);

const myReferrals = async (user: TestUser) => (await (await signIn(t, user)).get('/api/me/referrals')).json();

async function referralLedger(referralId: string) {
  const rows = await t.ctx.db
    .selectFrom('ledger_entries')
    .select(['kind', 'account', 'party_id', 'amount_cents'])
    .where('referral_id', '=', referralId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

describe('the referral card', () => {
  it('gives the code, the invite link and counts a pending bonus without earnings yet', async () => {
    const { referrer } = await referredPurchase();
    expect(await myReferrals(referrer)).toEqual({
      code: referrer.referralCode,
      inviteUrl: `${t.ctx.config.publicUrl}/auth?ref=${referrer.referralCode}`,
      counts: { total: 1, pending: 1, paid: 0, signedUpOnly: 0 },
      earningsCents: 0,
    });
  });

  it("counts friends who signed up but have not bought yet ('inscrit, pas encore d'achat')", async () => {
    const { referrer } = await referredPurchase();
    await createUser(t, { referralCode: referrer.referralCode });
    await createUser(t, { referralCode: referrer.referralCode });
    expect((await myReferrals(referrer)).counts).toEqual({ total: 1, pending: 1, paid: 0, signedUpOnly: 2 });
  });

  it('is refused to a visitor', async () => {
    expect((await new TestClient(t.app).get('/api/me/referrals')).statusCode).toBe(401);
  });
});

describe('paying a referral bonus', () => {
  it('lists pending bonuses for the admin with referrer, referred and order', async () => {
    const { adminClient, referrer, friend, referralId } = await referredPurchase();
    const order = await t.ctx.db
      .selectFrom('referrals as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('o.order_number')
      .where('r.id', '=', referralId)
      .executeTakeFirstOrThrow();
    const list = (await adminClient.get('/api/admin/referrals?status=pending')).json().referrals;
    expect(list.find((row: { id: string }) => row.id === referralId)).toMatchObject({
      referrer: { id: referrer.id, displayName: expect.stringContaining('Mariam Marraine') },
      referred: { id: friend.id, displayName: expect.stringContaining('Binta Filleule') },
      orderNumber: order.order_number,
      amountCents: 500,
      status: 'pending',
      payable: false,
      paidAt: null,
    });
  });

  it('refuses to pay while the first order is under way, then pays once it is completed', async () => {
    const p = await referredPurchase();
    const early = await pay(p);
    expect([early.statusCode, early.json().error.message]).toEqual([
      409,
      'Ce bonus sera payable quand la première commande du filleul sera terminée',
    ]);
    await firstOrderBecomes(p, 'delivered');
    // Delivered but still inside its return window: not yet.
    expect((await pay(p)).json().error.code).toBe('REFERRAL_NOT_YET_PAYABLE');
    expect(await referralLedger(p.referralId)).toEqual([]);

    await p.adminClient.post(`/api/admin/orders/${p.orderId}/status`, { status: 'completed', reason: 'Avis' });
    const listed = (await p.adminClient.get('/api/admin/referrals')).json().referrals;
    expect(listed.find((row: { id: string }) => row.id === p.referralId)).toMatchObject({ payable: true });
    expect((await pay(p)).statusCode).toBe(200);
    await expectLedgerBalanced(t);
  });

  it('cancels the bonus when the first order is cancelled (after payment: refunded), and tells the referrer', async () => {
    const p = await referredPurchase();
    await firstOrderBecomes(p, 'cancelled');
    const refused = await pay(p);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'Ce bonus est annulé : la première commande du filleul a été annulée ou remboursée',
    ]);
    expect(await notificationsOf(t, p.referrer.id)).toContainEqual(
      expect.objectContaining({ type: 'referral_cancelled', title: 'Bonus de parrainage annulé' }),
    );
    const cancelled = (await p.adminClient.get('/api/admin/referrals?status=cancelled')).json().referrals;
    expect(cancelled.find((row: { id: string }) => row.id === p.referralId)).toMatchObject({
      status: 'cancelled',
      payable: false,
    });
    // Reviving the order does not revive the bonus.
    await p.adminClient.post(`/api/admin/orders/${p.orderId}/status`, { status: 'completed', reason: 'Erreur' });
    expect((await pay(p)).json().error.code).toBe('REFERRAL_CANCELLED');
    expect(await referralLedger(p.referralId)).toEqual([]);
    expect((await myReferrals(p.referrer)).counts).toMatchObject({ pending: 0, paid: 0 });
    await expectLedgerBalanced(t);
  });

  it('pays once under concurrent clicks, records the bonus in the ledger and tells the referrer', async () => {
    const purchase = await referredPurchase();
    await firstOrderBecomes(purchase, 'completed');
    const { adminClient, referrer, referralId } = purchase;
    const clicks = await Promise.all([
      adminClient.post(`/api/admin/referrals/${referralId}/pay`),
      adminClient.post(`/api/admin/referrals/${referralId}/pay`),
    ]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const paid = clicks.find((c) => c.statusCode === 200)?.json();
    expect(paid).toMatchObject({ id: referralId, status: 'paid', paidAt: t.clock.now().toISOString() });
    expect(clicks.find((c) => c.statusCode === 409)?.json().error.message).toBe(
      'Ce bonus de parrainage a déjà été payé',
    );

    expect(await referralLedger(referralId)).toEqual([
      { kind: 'referral_bonus_payable', account: 'referral_expense', party_id: null, amount_cents: 500 },
      { kind: 'referral_bonus_payable', account: 'referral_payable', party_id: referrer.id, amount_cents: -500 },
      { kind: 'referral_bonus_paid', account: 'referral_payable', party_id: referrer.id, amount_cents: 500 },
      { kind: 'referral_bonus_paid', account: 'platform_cash', party_id: null, amount_cents: -500 },
    ]);
    await expectLedgerBalanced(t);

    expect(await notificationsOf(t, referrer.id)).toContainEqual(
      expect.objectContaining({ type: 'referral_paid', title: 'Bonus de parrainage payé' }),
    );
    expect(await myReferrals(referrer)).toMatchObject({
      counts: { total: 1, pending: 0, paid: 1, signedUpOnly: 0 },
      earningsCents: 500,
    });
    const pending = (await adminClient.get('/api/admin/referrals')).json().referrals;
    expect(pending.map((row: { id: string }) => row.id)).not.toContain(referralId);
    const paidList = (await adminClient.get('/api/admin/referrals?status=paid')).json().referrals;
    expect(paidList.map((row: { id: string }) => row.id)).toContain(referralId);
  });

  it('refuses visitors and non-admins, and answers 404 for an unknown bonus', async () => {
    const { buyerClient, sellerClient, adminClient, referrer, referralId } = await referredPurchase();
    const referrerClient = await signIn(t, referrer);
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/admin/referrals')).statusCode).toBe(401);
    expect((await visitor.post(`/api/admin/referrals/${referralId}/pay`)).statusCode).toBe(401);
    for (const client of [buyerClient, sellerClient, referrerClient]) {
      expect((await client.get('/api/admin/referrals')).statusCode).toBe(403);
      expect((await client.post(`/api/admin/referrals/${referralId}/pay`)).statusCode).toBe(403);
    }
    const unknown = await adminClient.post('/api/admin/referrals/00000000-0000-4000-8000-000000000000/pay');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Bonus de parrainage introuvable']);
    expect((await myReferrals(referrer)).counts).toEqual({ total: 1, pending: 1, paid: 0, signedUpOnly: 0 });
    expect(await referralLedger(referralId)).toEqual([]);
  });
});

describe("the admin's referral bonuses, paged (decision 076)", () => {
  const pageOf = (body: unknown) => {
    const page = body as { referrals: { id: string }[]; nextCursor: string | null };
    return { items: page.referrals, nextCursor: page.nextCursor };
  };

  it('pages the pending ones oldest first with the count of all, and a paid one leaves them for the paid list', async () => {
    const made: Purchase[] = [];
    for (let i = 0; i < 3; i++) {
      // A minute apart, and after the bonuses of the tests above (same instant, else).
      t.clock.advance(60_000);
      made.push(await referredPurchase());
    }
    const admin = made[0]!.adminClient;
    const ids = await readAllPages(admin, '/api/admin/referrals?status=pending', { limit: 2, pageOf });
    expect(ids.slice(-3)).toEqual(made.map((p) => p.referralId));
    expect(new Set(ids).size).toBe(ids.length);
    const first = (await admin.get('/api/admin/referrals?limit=1')).json();
    expect([first.referrals.length, first.total]).toEqual([1, ids.length]);

    for (const p of made) {
      await firstOrderBecomes(p, 'completed');
      expect((await pay(p)).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const pending = await readAllPages(admin, '/api/admin/referrals?status=pending', { limit: 2, pageOf });
    expect(pending).not.toContain(made[0]!.referralId);
    // Paid ones latest first: the three just paid, the last one on top.
    const paid = await readAllPages(admin, '/api/admin/referrals?status=paid', { limit: 2, pageOf });
    expect(paid.slice(0, 3)).toEqual(made.map((p) => p.referralId).reverse());
    await expectPagingRefusals(admin, '/api/admin/referrals?status=paid');
    expect((await made[0]!.buyerClient.get('/api/admin/referrals?status=paid&limit=1')).statusCode).toBe(403);
  });
});
