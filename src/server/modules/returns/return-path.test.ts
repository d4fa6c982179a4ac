import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { type FilePart, phoneJpegWithGps, storedPicture } from '@test/files';
import {
  deliveredOrder,
  expectLedgerBalanced,
  notificationsOf,
  orderParties,
  pdfProof,
  sendProof,
} from '@test/order-factories';
import {
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
  refusalReason,
  requestReturn,
  returnAddress,
  trackingNumber,
} from '@test/return-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { orderBalances } from '../ledger/ledger-balances';
import { releaseMaturedEscrow } from '../orders/release-matured-escrow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A delivered order (price 100 €, home delivery 6,99 €) with a pending return. */
async function pendingReturn() {
  const p = await orderParties(t, { price_cents: 10_000 });
  const orderId = await deliveredOrder(t, p);
  const response = await requestReturn(p.buyerClient, orderId, { reason: 'damaged', description: 'Abîmée' });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ...p, orderId, returnId: response.json().return.id as string };
}

const statusOf = async (returnId: string) =>
  (await t.ctx.db.selectFrom('returns').select('status').where('id', '=', returnId).executeTakeFirstOrThrow()).status;

const refund = (client: ReturnType<typeof clientFor>, returnId: string, proof: FilePart | null = pdfProof()) =>
  refundReturn(client, returnId, refundRecord, proof);

/** pending → approved → admin_approved → shipped_back → received (relisted or not). */
async function receivedReturn(relist = false) {
  const r = await pendingReturn();
  await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
  await adminValidateReturn(r.adminClient, r.returnId);
  await r.buyerClient.post(`/api/returns/${r.returnId}/shipped-back`, trackingNumber);
  await confirmReturnReceived(r.sellerClient, r.returnId, relist);
  expect(await statusOf(r.returnId)).toBe('received');
  return r;
}

describe('seller answers a pending return', () => {
  it('approves it; the buyer is told', async () => {
    const r = await pendingReturn();
    const response = await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    expect([response.statusCode, response.json().return.status]).toEqual([200, 'approved']);
    // Nothing for the seller to pay or prove: the platform refunds from escrow (decision 041).
    expect(response.json().return.allowedActions).toEqual([]);
    expect(response.json().return.nextStep).toBe("En attente de l'admin");
    expect(await notificationsOf(t, r.buyer.id)).toContainEqual(expect.objectContaining({ title: 'Retour accepté' }));
    const again = await r.sellerClient.post(`/api/returns/${r.returnId}/reject`, refusalReason);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cette demande de retour a déjà été traitée']);
  });

  it('rejects it; the buyer is told', async () => {
    const r = await pendingReturn();
    expect((await r.sellerClient.post(`/api/returns/${r.returnId}/reject`, refusalReason)).statusCode).toBe(200);
    expect(await statusOf(r.returnId)).toBe('rejected');
    expect(await notificationsOf(t, r.buyer.id)).toContainEqual(expect.objectContaining({ title: 'Retour refusé' }));
  });

  it.each([
    ['approve', returnAddress],
    ['reject', refusalReason],
  ])('%s: refused to the buyer, a stranger, an admin and a visitor', async (verb, body) => {
    const r = await pendingReturn();
    const url = `/api/returns/${r.returnId}/${verb}`;
    const buyer = await r.buyerClient.post(url, body);
    expect([buyer.statusCode, buyer.json().error.message]).toEqual([403, 'Action non autorisée sur ce retour']);
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.post(url, body)).statusCode).toBe(404);
    expect((await r.adminClient.post(url, body)).statusCode).toBe(404);
    expect((await clientFor(t).post(url, body)).statusCode).toBe(401);
    expect(await statusOf(r.returnId)).toBe('pending');
  });
});

describe('buyer cancels', () => {
  it('a pending return; the seller is told and a new request is possible', async () => {
    const r = await pendingReturn();
    expect((await r.sellerClient.post(`/api/returns/${r.returnId}/cancel`)).statusCode).toBe(403);
    const response = await r.buyerClient.post(`/api/returns/${r.returnId}/cancel`);
    expect([response.statusCode, response.json().return.status, response.json().canRequestReturn]).toEqual([
      200,
      'cancelled',
      true,
    ]);
    expect(await notificationsOf(t, r.seller.id)).toContainEqual(expect.objectContaining({ title: 'Retour annulé' }));
  });

  it('but not once the seller approved it', async () => {
    const r = await pendingReturn();
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    const response = await r.buyerClient.post(`/api/returns/${r.returnId}/cancel`);
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      'Cette demande de retour ne peut plus être annulée',
    ]);
  });
});

describe('no seller refund proof any more (decision 041)', () => {
  it('the route is gone', async () => {
    const r = await pendingReturn();
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    const gone = await sendProof(r.sellerClient, `/api/returns/${r.returnId}/refund-proof`, pdfProof());
    expect(gone.statusCode).toBe(404);
    expect(await statusOf(r.returnId)).toBe('approved');
  });
});

describe('refund proof', () => {
  it('keeps only the picture of a photographed receipt', async () => {
    const r = await receivedReturn();
    const receipt = { name: 'recu.jpg', type: 'image/jpeg', data: await phoneJpegWithGps(640, 480) };
    expect((await refund(r.adminClient, r.returnId, receipt)).statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('returns')
      .select('admin_refund_proof_key')
      .where('id', '=', r.returnId)
      .executeTakeFirstOrThrow();
    expect(await storedPicture(t, row.admin_refund_proof_key ?? '')).toEqual({
      contentType: 'image/webp',
      exif: undefined,
      xmp: undefined,
      width: 480,
      height: 640,
    });
  });
});

describe('admin validation', () => {
  it('needs no proof from anyone; only the admin, once', async () => {
    const r = await pendingReturn();
    const early = await adminValidateReturn(r.adminClient, r.returnId);
    expect([early.statusCode, early.json().error.message]).toEqual([409, 'Ce retour ne peut pas être validé']);
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    for (const client of [r.sellerClient, r.buyerClient]) {
      const refused = await adminValidateReturn(client, r.returnId);
      expect([refused.statusCode, refused.json().error.message]).toEqual([403, 'Accès non autorisé']);
    }
    expect(await statusOf(r.returnId)).toBe('approved');

    const listed = await r.adminClient.get('/api/admin/returns?status=approved');
    expect(listed.json().returns).toContainEqual(
      expect.objectContaining({ id: r.returnId, nextStep: 'À vous de valider le retour' }),
    );
    expect((await r.sellerClient.get('/api/admin/returns')).statusCode).toBe(403);
    expect((await clientFor(t).get('/api/admin/returns')).statusCode).toBe(401);

    expect((await adminValidateReturn(r.adminClient, r.returnId)).statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('returns').selectAll().where('id', '=', r.returnId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'admin_approved', admin_validated_at: expect.any(Date) });
    for (const user of [r.buyer, r.seller]) {
      expect(await notificationsOf(t, user.id)).toContainEqual(expect.objectContaining({ title: 'Retour validé' }));
    }
    const again = await adminValidateReturn(r.adminClient, r.returnId);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Ce retour ne peut pas être validé']);
  });
});

describe('shipping back and receipt', () => {
  it('only the buyer ships back, only after validation; only the seller confirms receipt', async () => {
    const r = await pendingReturn();
    const tooEarly = await r.buyerClient.post(`/api/returns/${r.returnId}/shipped-back`, trackingNumber);
    expect([tooEarly.statusCode, tooEarly.json().error.message]).toEqual([
      409,
      "Le retour doit être validé par l'admin avant le renvoi",
    ]);
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    await adminValidateReturn(r.adminClient, r.returnId);
    const buyerView = await r.buyerClient.get(`/api/orders/${r.orderId}`);
    expect(buyerView.json().return.nextStep).toBe("À vous de renvoyer l'article");
    expect((await r.sellerClient.post(`/api/returns/${r.returnId}/shipped-back`, trackingNumber)).statusCode).toBe(403);
    const early = await r.sellerClient.post(`/api/returns/${r.returnId}/received`);
    expect([early.statusCode, early.json().error.message]).toEqual([409, "Le colis retour n'a pas encore été renvoyé"]);
    expect(
      (await r.buyerClient.post(`/api/returns/${r.returnId}/shipped-back`, trackingNumber)).json().return.status,
    ).toBe('shipped_back');
    expect(await notificationsOf(t, r.seller.id)).toContainEqual(expect.objectContaining({ title: 'Article renvoyé' }));
    expect((await r.buyerClient.post(`/api/returns/${r.returnId}/received`)).statusCode).toBe(403);
    expect((await r.sellerClient.post(`/api/returns/${r.returnId}/received`)).json().return.status).toBe('received');
    expect(await notificationsOf(t, r.buyer.id)).toContainEqual(expect.objectContaining({ title: 'Retour reçu' }));
  });
});

describe('closing a return as refunded', () => {
  it('is the admin’s, only once the seller has the item back', async () => {
    const r = await pendingReturn();
    const early = await refund(r.adminClient, r.returnId);
    expect([early.statusCode, early.json().error.message]).toEqual([
      409,
      'Le vendeur doit confirmer la réception avant le remboursement',
    ]);
    expect((await refund(r.sellerClient, r.returnId)).statusCode).toBe(403);
    expect((await refund(r.buyerClient, r.returnId)).statusCode).toBe(403);
  });

  it('reverses the order’s money: buyer refunded, nothing held, nothing owed, seller never paid', async () => {
    const r = await receivedReturn();
    const response = await refund(r.adminClient, r.returnId);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(r.returnId)).toBe('refunded');
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
    });
    const cashBack = await t.ctx.db
      .selectFrom('ledger_entries')
      .select(['return_id', 'amount_cents'])
      .where('order_id', '=', r.orderId)
      .where('kind', '=', 'refund_to_buyer')
      .where('account', '=', 'platform_cash')
      .executeTakeFirstOrThrow();
    expect(cashBack).toMatchObject({ return_id: r.returnId, amount_cents: -(10_000 + 699) });
    await expectLedgerBalanced(t);

    // Long after the window, the seller's share is still not released; closing twice is refused.
    t.clock.advance(30 * DAY);
    await releaseMaturedEscrow(t.ctx.db, t.clock.now());
    expect((await orderBalances(t.ctx.db, r.orderId)).seller_payable).toBe(0);
    expect((await refund(r.adminClient, r.returnId)).statusCode).toBe(409);
    for (const user of [r.buyer, r.seller]) {
      expect(await notificationsOf(t, user.id)).toContainEqual(expect.objectContaining({ title: 'Retour remboursé' }));
    }
    await expectLedgerBalanced(t);
  });

  it('holds the seller’s share when the order is completed while a return is open', async () => {
    const r = await pendingReturn();
    const completed = await r.adminClient.post(`/api/admin/orders/${r.orderId}/status`, {
      status: 'completed',
      reason: 'Avis laissé',
    });
    expect(completed.statusCode).toBe(200);
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({ seller_escrow: -(9500 + 699), seller_payable: 0 });
    // Once the return is withdrawn and the window has passed, the share is released after all.
    await r.buyerClient.post(`/api/returns/${r.returnId}/cancel`);
    t.clock.advance(15 * DAY);
    await releaseMaturedEscrow(t.ctx.db, t.clock.now());
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({ seller_escrow: 0, seller_payable: -(9500 + 699) });
    await expectLedgerBalanced(t);
  });
});

describe("the admin's returns tab", () => {
  it('pages one status oldest change first, with the count of all, and refuses a forged cursor (decision 075)', async () => {
    const approved: string[] = [];
    let admin = clientFor(t);
    for (let i = 0; i < 3; i++) {
      const r = await pendingReturn();
      await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
      t.clock.advance(60_000);
      approved.push(r.returnId);
      admin = r.adminClient;
    }
    const ids = await readAllPages(admin, '/api/admin/returns?status=approved', {
      limit: 2,
      pageOf: (body) => {
        const page = body as { returns: { id: string }[]; nextCursor: string | null };
        return { items: page.returns, nextCursor: page.nextCursor };
      },
    });
    // Oldest first, so the three approved here, one minute apart, come last and in order.
    expect(ids.slice(-3)).toEqual(approved);
    const first = (await admin.get('/api/admin/returns?status=approved&limit=1')).json();
    expect(first.total).toBe(ids.length);
    await expectPagingRefusals(admin, '/api/admin/returns?status=approved');
    const unknown = await admin.get('/api/admin/returns?status=nimporte');
    expect(unknown.statusCode).toBe(400);
  });
});
