import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createAdmin, createUser, signIn } from '@test/factories';
import { multipartForm, pngImage } from '@test/files';
import type { TestClient } from '@test/http';
import { deliveredOrder, expectLedgerBalanced, notificationsOf, orderParties, pdfProof } from '@test/order-factories';
import {
  approveReturn,
  refusalReason,
  rejectReturn,
  requestReturn,
  returnAddress,
  shipBack,
  trackingNumber,
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
} from '@test/return-factories';
import { reviewOrder } from '@test/review-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { releaseMaturedEscrow } from '../orders/release-matured-escrow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const SHARE = 9500 + 699;
const disputeText = { message: "L'article était déjà taché à la réception, voir la photo." };
const decision = (outcome: 'uphold' | 'order') => ({
  outcome,
  reason: outcome === 'uphold' ? 'Les photos montrent un usage après livraison.' : 'La tache est visible dès le colis.',
});

/** A delivered order (price 100 €, home delivery 6,99 €) with a pending return. */
async function pendingReturn() {
  const p = await orderParties(t, { price_cents: 10_000 });
  const orderId = await deliveredOrder(t, p);
  const response = await requestReturn(p.buyerClient, orderId, { reason: 'damaged', description: 'Tachée' });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ...p, orderId, returnId: response.json().return.id as string };
}

async function rejectedReturn() {
  const r = await pendingReturn();
  expect((await rejectReturn(r.sellerClient, r.returnId)).statusCode).toBe(200);
  return r;
}

function dispute(client: TestClient, returnId: string, fields: Record<string, string> = disputeText, photos = 0) {
  return (async () => {
    const files = [];
    for (let i = 0; i < photos; i++)
      files.push({ field: 'photos', file: { name: `d${i}.png`, type: 'image/png', data: await pngImage(30, 30) } });
    const body = multipartForm(fields, files);
    return client.request('POST', `/api/returns/${returnId}/dispute`, body.payload, {
      headers: { 'content-type': body.contentType },
    });
  })();
}

async function disputedReturn() {
  const r = await rejectedReturn();
  expect((await dispute(r.buyerClient, r.returnId)).statusCode).toBe(200);
  return r;
}

const decide = (client: TestClient, returnId: string, body: object) =>
  client.post(`/api/admin/returns/${returnId}/dispute-decision`, body);

const rowOf = (returnId: string) =>
  t.ctx.db.selectFrom('returns').selectAll().where('id', '=', returnId).executeTakeFirstOrThrow();
const viewOf = async (client: TestClient, orderId: string) => (await client.get(`/api/orders/${orderId}`)).json();

describe('the seller accepts with a return address', () => {
  it.each([
    [{}, "Veuillez entrer l'adresse où renvoyer l'article"],
    [{ address: '   ' }, "Veuillez entrer l'adresse où renvoyer l'article"],
    [{ address: '8 rue' }, "L'adresse doit contenir au moins 10 caractères"],
    [{ address: '<script>alert(1)</script> rue' }, "L'adresse contient des caractères invalides"],
  ])('refuses %j in French and changes nothing', async (body, message) => {
    const r = await pendingReturn();
    const response = await approveReturn(r.sellerClient, r.returnId, body);
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await rowOf(r.returnId)).toMatchObject({ status: 'pending', return_address: null });
  });

  it('shows the buyer where to send the item, in the return history too', async () => {
    const r = await pendingReturn();
    expect((await approveReturn(r.sellerClient, r.returnId)).statusCode).toBe(200);
    const buyer = await viewOf(r.buyerClient, r.orderId);
    expect(buyer.return).toMatchObject({
      status: 'approved',
      returnAddress: returnAddress.address,
      returnCountry: 'France',
    });
    expect(buyer.return.history.map((entry: { event: string }) => entry.event)).toEqual(['pending', 'approved']);
  });
});

describe('the buyer ships back with a tracking number', () => {
  async function validatedReturn() {
    const r = await pendingReturn();
    await approveReturn(r.sellerClient, r.returnId);
    await adminValidateReturn(r.adminClient, r.returnId);
    return r;
  }

  it.each([
    [{}, 'Veuillez entrer le numéro de suivi du transporteur'],
    [
      { trackingNumber: '12' },
      'Le numéro de suivi doit contenir de 6 à 40 lettres ou chiffres (tirets et espaces permis)',
    ],
    [
      { trackingNumber: '6A123<b>456' },
      'Le numéro de suivi doit contenir de 6 à 40 lettres ou chiffres (tirets et espaces permis)',
    ],
  ])('refuses %j in French and changes nothing', async (body, message) => {
    const r = await validatedReturn();
    const response = await shipBack(r.buyerClient, r.returnId, body);
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await rowOf(r.returnId)).toMatchObject({ status: 'admin_approved', tracking_number: null });
  });

  it('shows the seller the tracking number', async () => {
    const r = await validatedReturn();
    expect((await shipBack(r.buyerClient, r.returnId, { trackingNumber: ' 6A 1234-5678 ' })).statusCode).toBe(200);
    expect((await viewOf(r.sellerClient, r.orderId)).return).toMatchObject({
      status: 'shipped_back',
      trackingNumber: '6A 1234-5678',
    });
  });
});

describe('the seller refuses with a reason', () => {
  it.each([[{}], [{ reason: 'Non.' }]])('refuses %j in French and changes nothing', async (body) => {
    const r = await pendingReturn();
    const response = await rejectReturn(r.sellerClient, r.returnId, body);
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'Veuillez expliquer votre refus (au moins 10 caractères)',
    ]);
    expect((await rowOf(r.returnId)).status).toBe('pending');
  });

  it('shows the buyer the reason and until when the refusal may be contested', async () => {
    const r = await rejectedReturn();
    const buyer = await viewOf(r.buyerClient, r.orderId);
    expect(buyer.return).toMatchObject({
      status: 'rejected',
      rejectionReason: refusalReason.reason,
      allowedActions: ['openDispute'],
      disputeDeadline: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
    });
    expect(await notificationsOf(t, r.buyer.id)).toContainEqual(expect.objectContaining({ title: 'Retour refusé' }));
  });
});

describe('the buyer contests the refusal', () => {
  it('with a message and private photos; the seller and the admins are told', async () => {
    const r = await rejectedReturn();
    const response = await dispute(r.buyerClient, r.returnId, disputeText, 2);
    expect([response.statusCode, response.json().return.status]).toEqual([200, 'disputed']);
    const seller = await viewOf(r.sellerClient, r.orderId);
    expect(seller.return.dispute).toMatchObject({ message: disputeText.message, outcome: null });
    expect(seller.return.dispute.photoUrls).toHaveLength(2);
    expect(seller.return.photoUrls).toHaveLength(0);
    const url = seller.return.dispute.photoUrls[0] as string;
    expect(url).toMatch(/^\/media\/private\/return-photos\/.+\?/);
    expect((await clientFor(t).get(url)).statusCode).toBe(200);
    expect((await clientFor(t).get(url.split('?')[0] ?? '')).statusCode).toBe(400);
    expect(await notificationsOf(t, r.seller.id)).toContainEqual(
      expect.objectContaining({ title: 'Refus de retour contesté' }),
    );
    expect(await notificationsOf(t, r.admin.id)).toContainEqual(expect.objectContaining({ title: 'Retour à traiter' }));
    const listed = (await r.adminClient.get('/api/admin/returns?status=disputed')).json().returns;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: r.returnId, rejectionReason: refusalReason.reason, dispute: expect.any(Object) }),
    );
  });

  it('is refused to the seller, a stranger, an admin and a visitor; nothing changes', async () => {
    const r = await rejectedReturn();
    expect((await dispute(r.sellerClient, r.returnId)).statusCode).toBe(403);
    const stranger = await signIn(t, await createUser(t));
    expect((await dispute(stranger, r.returnId)).statusCode).toBe(404);
    expect((await dispute(r.adminClient, r.returnId)).statusCode).toBe(404);
    expect((await dispute(clientFor(t), r.returnId)).statusCode).toBe(401);
    expect((await rowOf(r.returnId)).status).toBe('rejected');
  });

  it('needs a message, refused in French with nothing stored', async () => {
    const r = await rejectedReturn();
    const before = await t.ctx.db.selectFrom('return_photos').select('id').execute();
    const response = await dispute(r.buyerClient, r.returnId, { message: 'Non' }, 1);
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'Veuillez expliquer votre contestation (au moins 10 caractères)',
    ]);
    expect(await rowOf(r.returnId)).toMatchObject({ status: 'rejected', dispute_message: null });
    expect(await t.ctx.db.selectFrom('return_photos').select('id').execute()).toHaveLength(before.length);
  });

  it('is refused after 7 days, in French', async () => {
    const r = await rejectedReturn();
    t.clock.advance(7 * DAY + 1000);
    expect((await viewOf(r.buyerClient, r.orderId)).return.allowedActions).toEqual([]);
    const response = await dispute(r.buyerClient, r.returnId);
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      'Le délai pour contester le refus (7 jours) est expiré',
    ]);
    expect((await rowOf(r.returnId)).status).toBe('rejected');
  });

  it('only once per return', async () => {
    const r = await disputedReturn();
    expect((await decide(r.adminClient, r.returnId, decision('uphold'))).statusCode).toBe(200);
    const again = await dispute(r.buyerClient, r.returnId);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Vous avez déjà contesté ce refus : une seule contestation par retour',
    ]);
  });

  it('is refused on a pending return', async () => {
    const r = await pendingReturn();
    const response = await dispute(r.buyerClient, r.returnId);
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      'Seul un retour refusé par le vendeur peut être contesté',
    ]);
  });
});

describe("the admin's decision", () => {
  it('is refused to the buyer, the seller and a visitor, and needs a reason', async () => {
    const r = await disputedReturn();
    for (const client of [r.buyerClient, r.sellerClient]) {
      expect((await decide(client, r.returnId, decision('order'))).statusCode).toBe(403);
    }
    expect((await decide(clientFor(t), r.returnId, decision('order'))).statusCode).toBe(401);
    for (const body of [{ outcome: 'order' }, { outcome: 'order', reason: 'Oui' }]) {
      const response = await decide(r.adminClient, r.returnId, body);
      expect([response.statusCode, response.json().error.message]).toEqual([
        400,
        'Veuillez motiver la décision (au moins 10 caractères)',
      ]);
    }
    const noChoice = await decide(r.adminClient, r.returnId, { reason: 'Une raison suffisante' });
    expect([noChoice.statusCode, noChoice.json().error.message]).toEqual([
      400,
      'Veuillez choisir : maintenir le refus ou ordonner le retour',
    ]);
    expect((await rowOf(r.returnId)).status).toBe('disputed');
  });

  it('upholds the refusal: both told, logged, in the history', async () => {
    const r = await disputedReturn();
    expect((await decide(r.adminClient, r.returnId, decision('uphold'))).statusCode).toBe(200);
    expect(await rowOf(r.returnId)).toMatchObject({ status: 'rejected', dispute_outcome: 'uphold' });
    for (const user of [r.buyer, r.seller]) {
      expect(await notificationsOf(t, user.id)).toContainEqual(
        expect.objectContaining({ title: 'Litige tranché : refus maintenu' }),
      );
    }
    const log = await t.ctx.db
      .selectFrom('admin_logs')
      .selectAll()
      .where('target_id', '=', r.returnId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'uphold_return_refusal', admin_id: r.admin.id });
    const buyer = await viewOf(r.buyerClient, r.orderId);
    expect(buyer.return.dispute).toMatchObject({ outcome: 'uphold', decisionReason: decision('uphold').reason });
    expect(buyer.return.history.map((entry: { event: string }) => entry.event)).toEqual([
      'pending',
      'rejected',
      'disputed',
      'dispute_upheld',
    ]);
  });

  it('orders the return: the seller may only accept it, with the address, and the normal path follows', async () => {
    const r = await disputedReturn();
    expect((await decide(r.adminClient, r.returnId, decision('order'))).statusCode).toBe(200);
    expect((await rowOf(r.returnId)).status).toBe('ordered');
    for (const user of [r.buyer, r.seller]) {
      expect(await notificationsOf(t, user.id)).toContainEqual(
        expect.objectContaining({ title: 'Litige tranché : retour ordonné' }),
      );
    }
    expect(
      await t.ctx.db.selectFrom('admin_logs').select('action').where('target_id', '=', r.returnId).execute(),
    ).toEqual([{ action: 'order_return' }]);
    expect((await viewOf(r.sellerClient, r.orderId)).return.allowedActions).toEqual(['approve']);
    expect((await rejectReturn(r.sellerClient, r.returnId)).statusCode).toBe(409);
    expect((await r.buyerClient.post(`/api/returns/${r.returnId}/cancel`)).statusCode).toBe(409);
    expect((await approveReturn(r.sellerClient, r.returnId)).json().return.status).toBe('approved');
  });

  it('of two admins deciding at once, one wins and the other is told', async () => {
    const r = await disputedReturn();
    const other = await signIn(t, await createAdmin(t));
    const answers = await Promise.all([
      decide(r.adminClient, r.returnId, decision('uphold')),
      decide(other, r.returnId, decision('order')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().error.message).toBe('Ce litige a déjà été tranché');
    expect(
      await t.ctx.db.selectFrom('admin_logs').select('id').where('target_id', '=', r.returnId).execute(),
    ).toHaveLength(1);
  });
});

describe('a live return and the order', () => {
  it('refuses a review during a return, a dispute included, and offers none', async () => {
    const r = await disputedReturn();
    const view = await viewOf(r.buyerClient, r.orderId);
    expect(view.allowedActions).not.toContain('complete');
    const response = await reviewOrder(r, r.orderId);
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      "Un retour est en cours sur cette commande : vous pourrez laisser un avis une fois qu'il sera clos",
    ]);
    expect((await rowOf(r.returnId)).status).toBe('disputed');
  });

  it('holds the share while a refusal may be contested and while it is disputed', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const orderId = await deliveredOrder(t, p);
    t.clock.advance(10 * DAY);
    const returnId = (await requestReturn(p.buyerClient, orderId, { reason: 'damaged' })).json().return.id as string;
    await rejectReturn(p.sellerClient, returnId);
    const r = { ...p, orderId, returnId };
    t.clock.advance(5 * DAY);
    // Past the return window, but the refusal can still be contested: not released.
    await releaseMaturedEscrow(t.ctx.db, t.clock.now());
    expect((await orderBalances(t.ctx.db, r.orderId)).seller_payable).toBe(0);
    expect((await dispute(r.buyerClient, r.returnId)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    await releaseMaturedEscrow(t.ctx.db, t.clock.now());
    expect((await orderBalances(t.ctx.db, r.orderId)).seller_payable).toBe(0);
    // Refusal upheld: the share is released at the next pass.
    await decide(r.adminClient, r.returnId, decision('uphold'));
    await releaseMaturedEscrow(t.ctx.db, t.clock.now());
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({ seller_escrow: 0, seller_payable: -SHARE });
    await expectLedgerBalanced(t);
  });

  it('an ordered return goes to its refund and the ledger still balances', async () => {
    const r = await disputedReturn();
    await decide(r.adminClient, r.returnId, decision('order'));
    await approveReturn(r.sellerClient, r.returnId);
    await adminValidateReturn(r.adminClient, r.returnId);
    await shipBack(r.buyerClient, r.returnId, trackingNumber);
    await confirmReturnReceived(r.sellerClient, r.returnId);
    expect((await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof())).statusCode).toBe(200);
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
    });
    await expectLedgerBalanced(t);
    const admin = (
      await r.adminClient.get(`/api/admin/orders?q=${(await viewOf(r.buyerClient, r.orderId)).orderNumber}`)
    ).json();
    expect(admin.orders[0]).toMatchObject({ returnStatus: 'refunded' });
  });
});
