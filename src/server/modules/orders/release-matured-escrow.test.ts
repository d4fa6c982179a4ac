import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { expectLedgerBalanced, orderParties, paidOrder } from '@test/order-factories';
import { orderBalances } from '../ledger/ledger-balances';
import { loadOrder } from './order-access';
import { releaseMaturedEscrow } from './release-matured-escrow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function deliveredOrder(price = 10_000) {
  const p = await orderParties(t, { price_cents: price });
  const orderId = await paidOrder(t, p);
  await p.sellerClient.post(`/api/orders/${orderId}/ship`, {});
  await p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
  return { ...p, orderId };
}

describe('release of matured escrow', () => {
  it('makes the seller’s share payable once the 14-day return window has passed without a return', async () => {
    const quiet = await deliveredOrder();
    const disputed = await deliveredOrder();
    const order = await loadOrder(t.ctx.db, disputed.orderId);
    await t.ctx.db
      .insertInto('returns')
      .values({
        order_id: order.id,
        product_id: order.product_id,
        buyer_id: order.buyer_id,
        seller_id: order.seller_id,
        reason: 'defective',
      })
      .execute();

    t.clock.advance(13 * DAY);
    expect(await releaseMaturedEscrow(t.ctx.db, t.clock.now())).toBe(0);
    t.clock.advance(1 * DAY + 60_000);
    expect(await releaseMaturedEscrow(t.ctx.db, t.clock.now())).toBe(1);
    expect(await releaseMaturedEscrow(t.ctx.db, t.clock.now())).toBe(0);

    expect(await orderBalances(t.ctx.db, quiet.orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: -(9500 + 699),
    });
    expect(await orderBalances(t.ctx.db, disputed.orderId)).toMatchObject({
      seller_escrow: -(9500 + 699),
      seller_payable: 0,
    });
    expect((await loadOrder(t.ctx.db, quiet.orderId)).payout_released_at).not.toBeNull();

    // Completing it later (the buyer's review) does not release it a second time.
    expect(
      (
        await quiet.adminClient.post(`/api/admin/orders/${quiet.orderId}/status`, {
          status: 'completed',
          reason: 'Avis laissé',
        })
      ).statusCode,
    ).toBe(200);
    expect((await orderBalances(t.ctx.db, quiet.orderId)).seller_payable).toBe(-(9500 + 699));
    await expectLedgerBalanced(t);
  });
});
