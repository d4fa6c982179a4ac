import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { insertLotOrder } from '@test/lot-order-factory';
import { expectLedgerBalanced, pdfProof, stockOf } from '@test/order-factories';
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

/** A delivered lot of a wig, its glue and a cap at −15 % (delivery 6,99 €), with its three parties signed in. */
async function deliveredLot() {
  const seller = await createSeller(t, { fullName: 'Aminata Vendeuse' });
  const buyer = await createUser(t, { fullName: 'Awa Acheteuse' });
  const lot = await insertLotOrder(
    t,
    { buyerId: buyer.id, sellerId: seller.id },
    [
      { title: 'Perruque lace frontale', priceCents: 8999 },
      { title: 'Colle Bold Hold', priceCents: 1250 },
      { title: 'Bonnet en satin', priceCents: 799 },
    ],
    { percent: 15, status: 'delivered' },
  );
  return {
    ...lot,
    seller,
    buyerClient: await signIn(t, buyer),
    sellerClient: await signIn(t, seller),
    adminClient: await signIn(t, await createAdmin(t)),
  };
}

/** The return of the given lines, carried to 'received' with the listings put back on sale. */
async function receivedReturnOf(lot: Awaited<ReturnType<typeof deliveredLot>>, itemIds: string[]) {
  const asked = await requestReturn(lot.buyerClient, lot.orderId, { ...damaged, itemIds: itemIds.join(',') });
  if (asked.statusCode !== 200) throw new Error(asked.body);
  const returnId = asked.json().return.id as string;
  for (const step of [
    () => lot.sellerClient.post(`/api/returns/${returnId}/approve`, returnAddress),
    () => adminValidateReturn(lot.adminClient, returnId),
    () => shipBack(lot.buyerClient, returnId),
    () => confirmReturnReceived(lot.sellerClient, returnId, true),
  ]) {
    const response = await step();
    if (response.statusCode !== 200) throw new Error(response.body);
  }
  return returnId;
}

const refundOf = async (lot: Awaited<ReturnType<typeof deliveredLot>>) =>
  (await lot.buyerClient.get(`/api/orders/${lot.orderId}`)).json().return.refund;

describe('returning some lines of a lot (decision 066)', () => {
  it('refunds the returned line its share after the discount, without delivery, and the rest completes', async () => {
    const lot = await deliveredLot();
    const glue = lot.priced.lines[1]!;
    const returnId = await receivedReturnOf(lot, [lot.itemIds[1]!]);

    const view = (await lot.buyerClient.get(`/api/orders/${lot.orderId}`)).json().return;
    expect(view.items.map((item: { title: string }) => item.title)).toEqual(['Colle Bold Hold']);
    expect(view.refundDueCents).toBe(glue.priceCents);

    const refunded = await refundReturn(lot.adminClient, returnId, refundRecord, pdfProof());
    expect(refunded.statusCode).toBe(200);
    expect((await refundOf(lot)).amountCents).toBe(glue.priceCents);
    await expectLedgerBalanced(t);
    const delivery = 699;
    expect(await orderBalances(t.ctx.db, lot.orderId)).toMatchObject({
      platform_cash: lot.priced.priceCents + delivery - glue.priceCents,
      seller_escrow: -(lot.priced.sellerAmountCents - glue.sellerAmountCents + delivery),
      commission_revenue: -(lot.priced.commissionCents - glue.commissionCents),
    });
    expect(await stockOf(t, lot.productIds[1]!)).toBe(1);
    expect(await stockOf(t, lot.productIds[0]!)).toBe(0);

    // The wig and the cap stay sold: the buyer's review completes the order, the seller's remaining share is payable.
    const reviewed = await lot.buyerClient.post(`/api/orders/${lot.orderId}/review`, {
      rating: 5,
      comment: 'Très belle perruque',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(await orderBalances(t.ctx.db, lot.orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: -(lot.priced.sellerAmountCents - glue.sellerAmountCents + delivery),
    });
    await expectLedgerBalanced(t);
  });

  it('refunds delivery too when every line comes back', async () => {
    const lot = await deliveredLot();
    const returnId = await receivedReturnOf(lot, lot.itemIds);
    const refunded = await refundReturn(lot.adminClient, returnId, refundRecord, pdfProof());
    expect(refunded.statusCode).toBe(200);
    expect((await refundOf(lot)).amountCents).toBe(lot.priced.priceCents + 699);
    expect(await orderBalances(t.ctx.db, lot.orderId)).toMatchObject({
      platform_cash: 0,
      seller_escrow: 0,
      seller_payable: 0,
      commission_revenue: 0,
    });
    await expectLedgerBalanced(t);
  });

  it('refuses in French a lot return naming no line or a line of another order, and keeps nothing', async () => {
    const lot = await deliveredLot();
    const other = await deliveredLot();
    const none = await requestReturn(lot.buyerClient, lot.orderId, damaged);
    expect([none.statusCode, none.json().error.message]).toEqual([400, 'Veuillez choisir les articles à retourner']);
    const foreign = await requestReturn(lot.buyerClient, lot.orderId, { ...damaged, itemIds: other.itemIds[0]! });
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([
      400,
      'Cet article ne fait pas partie de cette commande',
    ]);
    expect(await t.ctx.db.selectFrom('returns').select('id').where('order_id', '=', lot.orderId).execute()).toEqual([]);
  });

  it('lets neither the seller nor a stranger ask for the return', async () => {
    const lot = await deliveredLot();
    const stranger = await signIn(t, await createUser(t));
    const bySeller = await requestReturn(lot.sellerClient, lot.orderId, { ...damaged, itemIds: lot.itemIds[0]! });
    const byStranger = await requestReturn(stranger, lot.orderId, { ...damaged, itemIds: lot.itemIds[0]! });
    expect([bySeller.statusCode, byStranger.statusCode]).toEqual([403, 404]);
  });
});
