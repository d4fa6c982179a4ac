import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { deliveredOrder, expectLedgerBalanced, orderParties, pdfProof, stockOf } from '@test/order-factories';
import {
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
  requestReturn,
  returnAddress,
  shipBack,
} from '@test/return-factories';

// Run with TEST_DATABASE_URL for PostgreSQL, where the two requests truly overlap (pool of 5).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function receivedReturn() {
  const p = await orderParties(t, { price_cents: 4000, stock_quantity: 1 });
  const orderId = await deliveredOrder(t, p);
  const returnId = (await requestReturn(p.buyerClient, orderId, { reason: 'damaged' })).json().return.id as string;
  await p.sellerClient.post(`/api/returns/${returnId}/approve`, returnAddress);
  await adminValidateReturn(p.adminClient, returnId);
  await shipBack(p.buyerClient, returnId);
  await confirmReturnReceived(p.sellerClient, returnId, true);
  return { ...p, orderId, returnId };
}

const refundsOf = (orderId: string) =>
  t.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund_to_buyer')
    .where('account', '=', 'platform_cash')
    .execute();

describe('a return refund and an admin cancellation of the same order at the same moment (issue 27)', () => {
  it('one wins, the other gets a French 409, never a 500; the buyer is refunded once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const r = await receivedReturn();
      const [refund, cancel] = await Promise.all([
        refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof()),
        r.adminClient.post(`/api/admin/orders/${r.orderId}/status`, {
          status: 'cancelled',
          reason: 'Vendeuse injoignable',
        }),
      ]);
      const answers = [refund, cancel].map((response) => response.statusCode).sort();
      expect(answers).toEqual([200, 409]);
      const loser = refund.statusCode === 409 ? refund : cancel;
      expect(loser.json().error.message).toMatch(/^(Un retour est en cours|Cette commande a)/);
      expect(await refundsOf(r.orderId)).toEqual([{ amount_cents: -(4000 + 699) }]);
      // The unit came back once: the seller relisted it, and no cancellation gave it back again.
      expect(await stockOf(t, r.productId)).toBe(1);
    }
    await expectLedgerBalanced(t);
  });

  it('a cancellation after the refund is refused: the money already went back', async () => {
    const r = await receivedReturn();
    await refundReturn(r.adminClient, r.returnId, refundRecord, pdfProof());
    const cancel = await r.adminClient.post(`/api/admin/orders/${r.orderId}/status`, {
      status: 'cancelled',
      reason: 'Vendeuse injoignable',
    });
    expect([cancel.statusCode, cancel.json().error.message]).toEqual([409, 'Cette commande a déjà été remboursée']);
    expect(await stockOf(t, r.productId)).toBe(1);
  });
});
