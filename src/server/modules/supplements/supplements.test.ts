import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import {
  checkout,
  expectLedgerBalanced,
  notificationsOf,
  orderParties,
  paymentIdOf,
  pngProof,
  sendProof,
  uploadProof,
} from '@test/order-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { lapseSupplements } from './lapse-supplements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parties = Awaited<ReturnType<typeof orderParties>>;
const DAKAR = { address: '5 Avenue Cheikh Anta Diop, Dakar', country: 'Sénégal' };
const HOUR = 60 * 60 * 1000;
const UNPAID_SHIPPING =
  "Un supplément de livraison est en attente de paiement : vous pourrez expédier une fois qu'il sera validé";

/** The example: a 30,00 € pickup order, paid and validated, its pickup point set. */
async function paidPickupOrder(): Promise<{ p: Parties; orderId: string }> {
  const p = await orderParties(t, { price_cents: 3000 });
  const orderId = await checkout(p.buyerClient, {
    productId: p.productId,
    deliveryType: 'pickup',
    paymentMethod: 'bank_transfer',
  });
  await uploadProof(p.buyerClient, orderId, await pngProof());
  const approved = await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`);
  expect(approved.statusCode).toBe(200);
  await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais Château-Rouge' });
  return { p, orderId };
}

/** …then switched to home delivery in Senegal: a 12,99 € supplement to pay. */
async function withSupplement() {
  const { p, orderId } = await paidPickupOrder();
  const switched = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, DAKAR);
  expect(switched.statusCode).toBe(200);
  return { p, orderId, supplementId: switched.json().supplement.id as string };
}

const supplementProof = async (client: TestClient, orderId: string) =>
  sendProof(client, `/api/orders/${orderId}/supplement/proof`, await pngProof());

async function ledgerOf(orderId: string) {
  return t.ctx.db
    .selectFrom('ledger_entries')
    .select(['kind', 'account', 'party_id', 'amount_cents', 'movement_id'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'supplement_received')
    .orderBy('account')
    .execute();
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('a switch to home delivery before the payment is validated', () => {
  it('recomputes the total as before, with no supplement', async () => {
    const p = await orderParties(t, { price_cents: 3000 });
    const orderId = await checkout(p.buyerClient, {
      productId: p.productId,
      deliveryType: 'pickup',
      paymentMethod: 'bank_transfer',
    });
    const switched = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, DAKAR);
    expect(switched.json()).toMatchObject({
      deliveryType: 'home',
      deliveryCostCents: 1299,
      totalAmountCents: 4299,
      supplement: null,
    });
  });
});

describe('a switch to home delivery on an order back to unpaid whose payment was received', () => {
  it('is refused while the platform holds its payment, and changes nothing', async () => {
    const { p, orderId } = await paidPickupOrder();
    // The admin can no longer set it (admin-orders.test.ts); an order left so before that rule still exists.
    await t.ctx.db.updateTable('orders').set({ status: 'pending_payment' }).where('id', '=', orderId).execute();
    const switched = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, DAKAR);
    expect([switched.statusCode, switched.json().error.message]).toEqual([
      409,
      'Votre paiement est déjà enregistré pour cette commande : contactez le support pour passer en livraison à domicile',
    ]);
    const order = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect([order.deliveryType, order.totalAmountCents]).toEqual(['pickup', 3000]);
    expect((await orderBalances(t.ctx.db, orderId)).platform_cash).toBe(3000);
    await expectLedgerBalanced(t);
  });
});

describe('a switch to home delivery after the payment was validated', () => {
  it('leaves the order a 30,00 € pickup order and asks a 12,99 € supplement, which blocks shipping', async () => {
    const { p, orderId } = await withSupplement();
    const buyerView = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect(buyerView).toMatchObject({
      status: 'payment_validated',
      deliveryType: 'pickup',
      totalAmountCents: 3000,
      deliveryCostCents: 0,
      supplement: { amountCents: 1299, status: 'pending', address: DAKAR.address, country: 'Sénégal', hasProof: false },
    });
    expect(buyerView.allowedActions).not.toContain('switchToHome');
    expect(new Date(buyerView.supplement.dueAt).getTime() - t.clock.now().getTime()).toBe(72 * HOUR);

    const sellerView = (await p.sellerClient.get(`/api/orders/${orderId}`)).json();
    expect(sellerView.supplement).toMatchObject({ amountCents: 1299, status: 'pending', proofUrl: null });
    expect(sellerView.allowedActions).not.toContain('markSent');
    const ship = await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
    expect([ship.statusCode, ship.json().error.message]).toEqual([409, UNPAID_SHIPPING]);
    expect((await notificationsOf(t, p.seller.id)).map((n) => n.title)).toContain('Passage en livraison à domicile');

    const again = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, DAKAR);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Un supplément de livraison est déjà en cours pour cette commande',
    ]);
    // Nothing was collected yet: the ledger holds the order's payment only.
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('is paid with a proof the admin validates: ledger, home delivery, shipping, receipt with both payments', async () => {
    const { p, orderId, supplementId } = await withSupplement();
    const sent = await supplementProof(p.buyerClient, orderId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().supplement).toMatchObject({ status: 'submitted', hasProof: true, proofUrl: expect.any(String) });
    const ship = await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
    expect(ship.json().error.message).toBe(UNPAID_SHIPPING);

    const listed = (await p.adminClient.get('/api/admin/payments?status=submitted')).json().payments;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: supplementId, kind: 'supplement', orderId, amountCents: 1299, hasProof: true }),
    );
    expect((await p.adminClient.post(`/api/admin/supplements/${supplementId}/approve`)).statusCode).toBe(200);

    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      status: 'payment_validated',
      deliveryType: 'home',
      deliveryAddress: DAKAR.address,
      deliveryCountry: 'Sénégal',
      deliveryCostCents: 1299,
      totalAmountCents: 4299,
      pickupLocation: null,
      supplement: { status: 'validated' },
    });
    const entries = await ledgerOf(orderId);
    expect(entries.map((e) => [e.account, Number(e.amount_cents), e.party_id])).toEqual([
      ['platform_cash', 1299, null],
      ['seller_escrow', -1299, p.seller.id],
    ]);
    // The seller's escrow now holds the share (28,50 €) plus the delivery paid (12,99 €).
    expect((await orderBalances(t.ctx.db, orderId)).seller_escrow).toBe(-(2850 + 1299));
    expect((await orderBalances(t.ctx.db, orderId)).platform_cash).toBe(4299);
    await expectLedgerBalanced(t);
    const stats = (await p.adminClient.get('/api/admin/stats')).json();
    expect(stats.ledger.balanced).toBe(true);

    const twice = await p.adminClient.post(`/api/admin/supplements/${supplementId}/approve`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'Aucune preuve de supplément à valider']);
    expect(await ledgerOf(orderId)).toHaveLength(2);

    const shipped = await p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber: 'SN123' });
    expect(shipped.json()).toMatchObject({ status: 'in_transit' });

    const receipt = (await p.buyerClient.get(`/api/orders/${orderId}/receipt`)).json();
    expect(receipt).toMatchObject({ totalAmountCents: 4299, deliveryCostCents: 1299 });
    expect(receipt.payments).toEqual([
      { kind: 'order', paidAt: expect.any(String), amountCents: 3000 },
      { kind: 'supplement', paidAt: expect.any(String), amountCents: 1299 },
    ]);
    const pdf = await pdfText((await p.buyerClient.get(`/api/orders/${orderId}/receipt.pdf`)).rawPayload);
    expect(pdf).toMatch(/Paiement de la commande, reçu le .*30,00 €/);
    expect(pdf).toMatch(/Supplément de livraison à domicile, reçu le .*12,99 €/);
  });

  it('refunds the supplement with the rest when the paid order is cancelled', async () => {
    const { p, orderId, supplementId } = await withSupplement();
    await supplementProof(p.buyerClient, orderId);
    await p.adminClient.post(`/api/admin/supplements/${supplementId}/approve`);
    const cancelled = await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      reason: 'Vendeuse injoignable',
    });
    expect(cancelled.statusCode).toBe(200);
    const balances = await orderBalances(t.ctx.db, orderId);
    expect([balances.platform_cash, balances.seller_escrow, balances.commission_revenue]).toEqual([0, 0, 0]);
    await expectLedgerBalanced(t);
  });

  it('takes a rejection with a note, then a new proof', async () => {
    const { p, orderId, supplementId } = await withSupplement();
    await supplementProof(p.buyerClient, orderId);
    const empty = await p.adminClient.post(`/api/admin/supplements/${supplementId}/reject`, { note: ' ' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'Veuillez indiquer la raison du rejet']);
    const rejected = await p.adminClient.post(`/api/admin/supplements/${supplementId}/reject`, {
      note: 'Montant incorrect',
    });
    expect(rejected.statusCode).toBe(200);
    const view = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    expect(view).toMatchObject({
      deliveryType: 'pickup',
      supplement: { status: 'rejected', adminNotes: 'Montant incorrect' },
    });
    expect((await notificationsOf(t, p.buyer.id)).map((n) => n.title)).toContain('Supplément rejeté');
    expect((await p.sellerClient.post(`/api/orders/${orderId}/ship`, {})).json().error.message).toBe(UNPAID_SHIPPING);
    const pending = (await p.adminClient.get('/api/admin/payments?status=pending')).json().payments;
    expect(pending).toContainEqual(
      expect.objectContaining({ id: supplementId, kind: 'supplement', status: 'rejected' }),
    );
    expect((await supplementProof(p.buyerClient, orderId)).json().supplement).toMatchObject({
      status: 'submitted',
      adminNotes: null,
    });
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('lapses at its deadline (once, whoever runs the job) and the order stays a pickup order', async () => {
    const { p, orderId } = await withSupplement();
    const statusNow = async () => (await p.buyerClient.get(`/api/orders/${orderId}`)).json().supplement.status;
    t.clock.advance(72 * HOUR - 1000);
    await lapseSupplements(t.ctx.db, t.clock.now());
    expect(await statusNow()).toBe('pending');
    t.clock.advance(1000);
    // Two instances at the same moment, then a repeat: one lapse, one notice each.
    await Promise.all([lapseSupplements(t.ctx.db, t.clock.now()), lapseSupplements(t.ctx.db, t.clock.now())]);
    await lapseSupplements(t.ctx.db, t.clock.now());
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      deliveryType: 'pickup',
      totalAmountCents: 3000,
      supplement: { status: 'lapsed' },
    });
    for (const party of [p.buyer, p.seller]) {
      const notices = (await notificationsOf(t, party.id)).filter(
        (n) => n.title === 'Commande en point de récupération',
      );
      expect(notices).toHaveLength(1);
    }
    const late = await supplementProof(p.buyerClient, orderId);
    expect([late.statusCode, late.json().error.message]).toEqual([404, 'Aucun supplément à payer pour cette commande']);
    expect((await p.sellerClient.post(`/api/orders/${orderId}/ship`, {})).json().status).toBe('in_transit');
  });

  it('does not lapse while its proof waits for the admin', async () => {
    const { p, orderId } = await withSupplement();
    await supplementProof(p.buyerClient, orderId);
    t.clock.advance(100 * HOUR);
    await lapseSupplements(t.ctx.db, t.clock.now());
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().supplement.status).toBe('submitted');
    const cancel = await p.buyerClient.post(`/api/orders/${orderId}/supplement/cancel`);
    expect([cancel.statusCode, cancel.json().error.message]).toEqual([409, 'Ce supplément ne peut plus être annulé']);
  });

  it('lapses every due supplement in one pass, more than one batch of them (the bench found one batch only)', async () => {
    const due = [await withSupplement(), await withSupplement(), await withSupplement()];
    t.clock.advance(72 * HOUR);
    expect(await lapseSupplements(t.ctx.db, t.clock.now(), 2)).toBeGreaterThanOrEqual(3);
    for (const { p, orderId } of due)
      expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().supplement.status).toBe('lapsed');
  });

  it('may be cancelled by the buyer while unpaid, and a new switch asked later', async () => {
    const { p, orderId } = await withSupplement();
    const cancelled = await p.buyerClient.post(`/api/orders/${orderId}/supplement/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ deliveryType: 'pickup', supplement: { status: 'cancelled' } });
    expect(cancelled.json().allowedActions).toContain('switchToHome');
    expect((await notificationsOf(t, p.seller.id)).map((n) => n.title)).toContain('Commande en point de récupération');
    const again = await p.buyerClient.post(`/api/orders/${orderId}/supplement/cancel`);
    expect(again.statusCode).toBe(404);
    const paris = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, {
      address: '12 rue de la Paix, Paris',
      country: 'France',
    });
    expect(paris.json().supplement).toMatchObject({ status: 'pending', amountCents: 699 });
  });

  it('refuses the wrong actors and changes nothing', async () => {
    const { p, orderId, supplementId } = await withSupplement();
    const stranger = await signIn(t, await createUser(t));
    const visitor = new TestClient(t.app);
    for (const client of [p.sellerClient, p.adminClient]) {
      expect((await supplementProof(client, orderId)).statusCode).toBe(403);
      expect((await client.post(`/api/orders/${orderId}/supplement/cancel`)).statusCode).toBe(403);
    }
    expect((await supplementProof(stranger, orderId)).statusCode).toBe(404);
    expect((await stranger.post(`/api/orders/${orderId}/supplement/cancel`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/orders/${orderId}/supplement/cancel`)).statusCode).toBe(401);
    const seller = await p.sellerClient.post(`/api/orders/${orderId}/switch-to-home`, DAKAR);
    expect(seller.statusCode).toBe(403);

    await supplementProof(p.buyerClient, orderId);
    for (const client of [p.buyerClient, p.sellerClient, stranger]) {
      expect((await client.post(`/api/admin/supplements/${supplementId}/approve`)).statusCode).toBe(403);
      expect((await client.post(`/api/admin/supplements/${supplementId}/reject`, { note: 'Non' })).statusCode).toBe(
        403,
      );
    }
    expect((await visitor.post(`/api/admin/supplements/${supplementId}/approve`)).statusCode).toBe(401);
    const unknown = await p.adminClient.post('/api/admin/supplements/00000000-0000-4000-8000-000000000000/approve');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'Aucun supplément à payer pour cette commande',
    ]);
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      deliveryType: 'pickup',
      supplement: { status: 'submitted' },
    });
    expect(await ledgerOf(orderId)).toEqual([]);
  });
});
