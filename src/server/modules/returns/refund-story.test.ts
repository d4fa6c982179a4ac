import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import type { TestClient } from '@test/http';
import {
  checkout,
  deliveredOrder,
  homeCheckout,
  expectLedgerBalanced,
  notificationsOf,
  orderParties,
  pdfProof,
  stockOf,
} from '@test/order-factories';
import {
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
  requestReturn,
  returnAddress,
  shipBack,
} from '@test/return-factories';
import { orderBalances } from '../ledger/ledger-balances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const damaged = { reason: 'damaged', description: 'Abîmée' };

/** A delivered order (price 100 €, home delivery 6,99 €) with a pending return refunded to this account. */
async function pendingReturn(refundTo: Record<string, string> = {}) {
  const p = await orderParties(t, { price_cents: 10_000, stock_quantity: 1 });
  const orderId = await deliveredOrder(t, p);
  const response = await requestReturn(p.buyerClient, orderId, { ...damaged, ...refundTo });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ...p, orderId, returnId: response.json().return.id as string };
}

async function receivedReturn(relist: boolean) {
  const r = await pendingReturn();
  await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
  await adminValidateReturn(r.adminClient, r.returnId);
  await shipBack(r.buyerClient, r.returnId);
  const received = await confirmReturnReceived(r.sellerClient, r.returnId, relist);
  if (received.statusCode !== 200) throw new Error(received.body);
  return r;
}

const returnView = async (client: TestClient, orderId: string) =>
  (await client.get(`/api/orders/${orderId}`)).json().return;

describe('the buyer says how to be refunded (decision 041)', () => {
  it('is required and checked like payout details', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    const cases: [Record<string, string>, string][] = [
      [{ paymentMethod: '' }, 'Veuillez choisir comment être remboursé'],
      [{ paymentMethod: 'iban', ibanNumber: 'FR76 3000 6000 0112 3456 7890 198' }, 'IBAN invalide'],
      [{ paymentMethod: 'iban', ibanHolderName: 'A' }, 'Nom du titulaire requis (min 2 caractères)'],
      [{ paymentMethod: 'paypal', paypalEmail: 'pas-un-email' }, 'Email PayPal invalide'],
      [
        { paymentMethod: 'mobile_money', mobileMoneyName: 'Awa', mobileMoneyNumber: '12' },
        'Numéro Mobile Money invalide',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await requestReturn(p.buyerClient, orderId, { ...damaged, ...fields });
      expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    }
    expect(await t.ctx.db.selectFrom('returns').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('keeps only the chosen method’s details, shown to the buyer and the admin, never to the seller', async () => {
    const r = await pendingReturn({
      paymentMethod: 'paypal',
      paypalEmail: 'awa@example.com',
      ibanNumber: 'FR76 3000 6000 0112 3456 7890 189',
    });
    const buyer = await returnView(r.buyerClient, r.orderId);
    expect(buyer.refundTo).toEqual({ method: 'paypal', holder: null, account: 'awa@example.com' });
    expect((await returnView(r.sellerClient, r.orderId)).refundTo).toBeNull();
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    const listed = (await r.adminClient.get('/api/admin/returns?status=approved')).json().returns;
    expect(listed.find((item: { id: string }) => item.id === r.returnId).refundTo).toEqual(buyer.refundTo);
  });

  it('stores an IBAN compact and upper-cased, with its holder', async () => {
    const r = await pendingReturn({
      paymentMethod: 'iban',
      ibanHolderName: 'Awa Diallo',
      ibanNumber: 'fr76 3000 6000 0112 3456 7890 189',
    });
    expect((await returnView(r.buyerClient, r.orderId)).refundTo).toEqual({
      method: 'iban',
      holder: 'Awa Diallo',
      account: 'FR7630006000011234567890189',
    });
  });
});

describe('who acts next, in the same words on both sides', () => {
  it('follows the return from request to refund', async () => {
    const r = await pendingReturn();
    const lines = async () => [
      (await returnView(r.buyerClient, r.orderId)).nextStep,
      (await returnView(r.sellerClient, r.orderId)).nextStep,
    ];
    expect(await lines()).toEqual(['En attente du vendeur', "À vous d'accepter ou de refuser le retour"]);
    await r.sellerClient.post(`/api/returns/${r.returnId}/approve`, returnAddress);
    expect(await lines()).toEqual(["En attente de l'admin", "En attente de l'admin"]);
    await adminValidateReturn(r.adminClient, r.returnId);
    expect(await lines()).toEqual(["À vous de renvoyer l'article", "En attente de l'acheteur"]);
    await shipBack(r.buyerClient, r.returnId);
    expect(await lines()).toEqual(['En attente du vendeur', "À vous de confirmer la réception de l'article"]);
    await confirmReturnReceived(r.sellerClient, r.returnId);
    expect(await lines()).toEqual(["En attente de l'admin", "En attente de l'admin"]);
    await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    expect(await lines()).toEqual(['Retour clos : remboursé', 'Retour clos : remboursé']);
  });
});

describe('the platform refunds from escrow', () => {
  it('records method, reference and proof; the ledger balances; the buyer is told how much, how and when', async () => {
    const r = await receivedReturn(false);
    const missing: [Record<string, string>, boolean, string][] = [
      [{ method: 'iban', reference: '' }, true, 'Veuillez indiquer la référence du remboursement'],
      [{ method: 'cheque', reference: 'X' }, true, 'Veuillez choisir comment être remboursé'],
      [refundRecord, false, 'Veuillez sélectionner un fichier de preuve'],
    ];
    for (const [fields, withProof, message] of missing) {
      const refused = await refundReturn(r.adminClient, r.returnId, fields, withProof ? pdfProof() : null);
      expect([refused.statusCode, refused.json().error.message]).toEqual([400, message]);
    }
    expect((await orderBalances(t.ctx.db, r.orderId)).platform_cash).toBe(10_699);

    const response = await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    expect(response.statusCode).toBe(200);
    const view = await returnView(r.buyerClient, r.orderId);
    expect(view).toMatchObject({
      status: 'refunded',
      refund: { amountCents: 10_699, method: 'iban', reference: 'VIR-REMB-0001', at: expect.any(String) },
      adminRefundProofUrl: expect.stringMatching(/^\/media\/private\/refund-proofs\//),
    });
    expect(await orderBalances(t.ctx.db, r.orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
    });
    await expectLedgerBalanced(t);
    const told = (await notificationsOf(t, r.buyer.id)).find((n) => n.title === 'Retour remboursé');
    expect(told?.message).toMatch(
      /106,99\s€ remboursés par Virement bancaire \(IBAN\) le \d+ \S+ \d{4} \(référence : VIR-REMB-0001\)/,
    );
  });

  it("puts the unit back on sale when the seller chose 'Remettre en vente'", async () => {
    const r = await receivedReturn(true);
    expect(await stockOf(t, r.productId)).toBe(0);
    expect((await returnView(r.sellerClient, r.orderId)).relist).toBe(true);
    await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    expect(await stockOf(t, r.productId)).toBe(1);
    const product = await r.buyerClient.get(`/api/products/${r.productId}`);
    expect(product.json()).toMatchObject({ stockQuantity: 1 });
  });

  it('leaves the unit sold when the seller keeps it', async () => {
    const r = await receivedReturn(false);
    await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    expect(await stockOf(t, r.productId)).toBe(0);
  });

  it('a closed return no longer holds the review', async () => {
    const r = await receivedReturn(false);
    const blocked = (await r.buyerClient.get(`/api/orders/${r.orderId}/review-context`)).json();
    expect(blocked.refusal?.code).toBe('REVIEW_RETURN_LIVE');
    await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    const context = (await r.buyerClient.get(`/api/orders/${r.orderId}/review-context`)).json();
    expect(context.refusal).toBeNull();
    expect((await r.buyerClient.get(`/api/orders/${r.orderId}`)).json().allowedActions).toContain('complete');
    const review = await r.buyerClient.post(`/api/orders/${r.orderId}/review`, {
      rating: 2,
      comment: 'Abîmée, remboursée',
    });
    expect(review.statusCode).toBe(201);
    await expectLedgerBalanced(t);
  });
});

describe('a return needs a validated payment', () => {
  it('is neither offered nor accepted on a delivered order the ledger never saw paid', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    // As the admin's status menu could set it before it checked the money (issue 27).
    await t.ctx.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', orderId).execute();
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().canRequestReturn).toBe(false);
    const refused = await requestReturn(p.buyerClient, orderId, damaged);
    expect([refused.statusCode, refused.json().error]).toMatchObject([
      409,
      { code: 'ORDER_NOT_PAID', message: "Cette commande n'a pas été payée : aucun retour n'est possible" },
    ]);
  });
});
