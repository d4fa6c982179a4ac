import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalMessages } from '@shared/returns/withdrawal';
import { type TestApp, createTestApp } from '@test/app';
import { deliveredOrder, expectLedgerBalanced, orderParties, pdfProof } from '@test/order-factories';
import {
  adminValidateReturn,
  approveReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
  requestReturn,
  shipBack,
} from '@test/return-factories';
import { professionalDetails } from '@test/seller-status-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { releaseMaturedEscrow } from '../orders/release-matured-escrow';

let t: TestApp;
let realNow: Date;
beforeAll(async () => {
  t = await createTestApp();
  realNow = t.clock.now();
});
afterEach(() => t.clock.set(realNow));
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const withdrawal = { reason: 'withdrawal', description: '' };

/** A professional seller's delivered order (price 100 €, home delivery 6,99 €). */
async function professionalOrder(product: Parameters<typeof orderParties>[1] = {}) {
  const p = await orderParties(t, { price_cents: 10_000, stock_quantity: 1, ...product });
  const saved = await p.sellerClient.put('/api/me/seller-status', professionalDetails);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const orderId = await deliveredOrder(t, p);
  const delivered = await t.ctx.db
    .selectFrom('order_events')
    .select('created_at')
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .executeTakeFirstOrThrow();
  return { ...p, orderId, deliveredAt: delivered.created_at };
}

const orderView = async (client: Awaited<ReturnType<typeof professionalOrder>>['buyerClient'], id: string) =>
  (await client.get(`/api/orders/${id}`)).json();

describe("'Rétractation (14 jours)' (L221-18, decision 060)", () => {
  it("is offered only on a professional's order; a private seller's keeps the ordinary reasons", async () => {
    const q = await orderParties(t);
    const privateOrder = await deliveredOrder(t, q);
    expect((await orderView(q.buyerClient, privateOrder)).withdrawal).toBeNull();
    const refused = await requestReturn(q.buyerClient, privateOrder, withdrawal);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'WITHDRAWAL_PRIVATE_SELLER']);
    expect((await requestReturn(q.buyerClient, privateOrder, { reason: 'defective' })).statusCode).toBe(200);

    const p = await professionalOrder();
    const view = await orderView(p.buyerClient, p.orderId);
    expect(view.withdrawal).toEqual({
      deadline: new Date(p.deliveredAt.getTime() + 14 * DAY).toISOString(),
      open: true,
      sealed: false,
      sellerPaysReturnShipping: false,
    });
    expect((await orderView(p.sellerClient, p.orderId)).withdrawal.open).toBe(false);
  });

  it('lasts 14 days after the delivery, to the millisecond', async () => {
    const late = await professionalOrder();
    t.clock.set(new Date(late.deliveredAt.getTime() + 14 * DAY + 1));
    expect((await orderView(late.buyerClient, late.orderId)).withdrawal.open).toBe(false);
    const refused = await requestReturn(late.buyerClient, late.orderId, withdrawal);
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, withdrawalMessages.expired]);

    const onTime = await professionalOrder();
    t.clock.set(new Date(onTime.deliveredAt.getTime() + 14 * DAY));
    const accepted = await requestReturn(onTime.buyerClient, onTime.orderId, withdrawal);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().return).toMatchObject({ reason: 'withdrawal', sealIntact: null, status: 'pending' });
  });

  it("asks about the seal of a 'Neuf, scellé' listing and refuses an unsealed one with the legal reason", async () => {
    const p = await professionalOrder({ condition: 'new_sealed' });
    expect((await orderView(p.buyerClient, p.orderId)).withdrawal.sealed).toBe(true);
    const unanswered = await requestReturn(p.buyerClient, p.orderId, withdrawal);
    expect([unanswered.statusCode, unanswered.json().error.message]).toEqual([400, withdrawalMessages.sealRequired]);
    const unsealed = await requestReturn(p.buyerClient, p.orderId, { ...withdrawal, sealIntact: 'no' });
    expect(unsealed.statusCode).toBe(409);
    expect(unsealed.json().error.message).toMatch(
      /descellé après la livraison \(article L221-28 5° du Code de la consommation\)/,
    );
    expect(await t.ctx.db.selectFrom('returns').select('id').where('order_id', '=', p.orderId).execute()).toEqual([]);

    // A defect stays a return reason, seal or no seal.
    const sealed = await requestReturn(p.buyerClient, p.orderId, { ...withdrawal, sealIntact: 'yes' });
    expect(sealed.statusCode).toBe(200);
    expect(sealed.json().return).toMatchObject({ reason: 'withdrawal', sealIntact: true });
  });

  it('refunds the price and the delivery from escrow through the refund story; the ledger balances', async () => {
    const p = await professionalOrder();
    const asked = await requestReturn(p.buyerClient, p.orderId, withdrawal);
    const returnId = asked.json().return.id as string;
    expect((await approveReturn(p.sellerClient, returnId)).statusCode).toBe(200);
    expect((await adminValidateReturn(p.adminClient, returnId)).statusCode).toBe(200);
    expect((await shipBack(p.buyerClient, returnId)).statusCode).toBe(200);
    expect((await confirmReturnReceived(p.sellerClient, returnId)).statusCode).toBe(200);
    expect((await refundReturn(p.adminClient, returnId, refundRecord, pdfProof())).statusCode).toBe(200);

    const view = await orderView(p.buyerClient, p.orderId);
    expect(view.return.refund).toMatchObject({ amountCents: 10_000 + 699 });
    expect(await orderBalances(t.ctx.db, p.orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
    });
    await expectLedgerBalanced(t);
  });
});

describe("the seller's share waits for the withdrawal window (decision 060)", () => {
  it("is not released when the buyer completes a professional's order, but 14 days after delivery", async () => {
    const p = await professionalOrder();
    const reviewed = await p.buyerClient.post(`/api/orders/${p.orderId}/review`, { rating: 5, comment: 'Parfait' });
    expect(reviewed.statusCode).toBe(201);
    const held = await t.ctx.db
      .selectFrom('orders')
      .select(['status', 'payout_released_at', 'updated_at'])
      .where('id', '=', p.orderId)
      .executeTakeFirstOrThrow();
    expect([held.status, held.payout_released_at]).toEqual(['completed', null]);
    expect((await orderBalances(t.ctx.db, p.orderId)).seller_payable).toBe(0);

    // The buyer who confirmed receipt may still withdraw within the window.
    expect((await orderView(p.buyerClient, p.orderId)).withdrawal.open).toBe(true);

    await releaseMaturedEscrow(t.ctx.db, new Date(p.deliveredAt.getTime() + 14 * DAY - 1));
    expect((await orderBalances(t.ctx.db, p.orderId)).seller_payable).toBe(0);
    await releaseMaturedEscrow(t.ctx.db, new Date(held.updated_at.getTime() + 14 * DAY + 1));
    // The share (price less the 5 % commission, plus the delivery) moves to payable: a credit.
    expect((await orderBalances(t.ctx.db, p.orderId)).seller_payable).toBe(-(10_000 - 500 + 699));
    await expectLedgerBalanced(t);
  });

  it("is released at completion for a private seller's order, as before", async () => {
    const q = await orderParties(t);
    const orderId = await deliveredOrder(t, q);
    await q.buyerClient.post(`/api/orders/${orderId}/review`, { rating: 5, comment: 'Parfait' });
    const order = await t.ctx.db
      .selectFrom('orders')
      .select('payout_released_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.payout_released_at).not.toBeNull();
  });

  it('holds a withdrawn order after the window while its return is under way', async () => {
    const p = await professionalOrder();
    await requestReturn(p.buyerClient, p.orderId, withdrawal);
    await releaseMaturedEscrow(t.ctx.db, new Date(p.deliveredAt.getTime() + 20 * DAY));
    expect((await orderBalances(t.ctx.db, p.orderId)).seller_payable).toBe(0);
  });
});
