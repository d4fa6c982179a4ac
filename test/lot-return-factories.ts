import { priceLot } from '@shared/orders/lot-pricing';
import { recordPaymentReceived } from '@server/modules/ledger/order-ledger';
import { insertOrderLines } from '@server/modules/orders/order-lines';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';

export type LotListing = { title: string; unitPriceCents: number; condition?: 'new_sealed' | 'worn_good' };

export type InsertedLot = {
  orderId: string;
  productIds: string[];
  /** The order's lines (order_items ids), in the lot's order. */
  itemIds: string[];
  priced: ReturnType<typeof priceLot>;
};

/**
 * A delivered and paid lot: one listing per line (its one unit sold), priced by priceLot with
 * the seller's discount, in ONE transaction (the lines-add-up trigger checks at commit), with
 * its paid payment, a 'delivered' timeline line and the ledger's payment_received movement.
 */
export async function insertDeliveredLot(
  t: TestApp,
  parties: { buyerId: string; sellerId: string },
  listings: readonly LotListing[],
  options: { percent?: number; deliveryCents?: number } = {},
): Promise<InsertedLot> {
  const productIds: string[] = [];
  for (const listing of listings) {
    productIds.push(
      await insertProduct(t, parties.sellerId, {
        title: listing.title,
        price_cents: listing.unitPriceCents,
        condition: listing.condition ?? 'worn_good',
        stock_quantity: 0,
      }),
    );
  }
  const priced = priceLot(
    listings.map((listing) => listing.unitPriceCents),
    options.percent ?? 0,
  );
  const deliveryCents = options.deliveryCents ?? 699;
  const at = t.ctx.clock.now();
  const orderId = await t.ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: parties.buyerId,
        seller_id: parties.sellerId,
        product_id: productIds[0] ?? '',
        status: 'delivered',
        price_cents: priced.priceCents,
        delivery_cost_cents: deliveryCents,
        total_amount_cents: priced.priceCents + deliveryCents,
        commission_cents: priced.commissionCents,
        seller_amount_cents: priced.sellerAmountCents,
        delivery_type: 'home',
        delivery_address: '12 rue des Lilas, 75011 Paris',
        delivery_country: 'France',
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertOrderLines(
      trx,
      order.id,
      listings.map((listing, i) => ({
        productId: productIds[i] ?? '',
        title: listing.title,
        offerId: null,
        priced: priced.lines[i] ?? { unitPriceCents: 0, discountCents: 0, priceCents: 0, commissionCents: 0, sellerAmountCents: 0 },
      })),
    );
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        amount_cents: order.total_amount_cents,
        method: 'bank_transfer',
        status: 'paid',
        proof_key: `private/proofs/${order.id}.pdf`,
      })
      .execute();
    await trx.insertInto('order_events').values({ order_id: order.id, status: 'delivered', created_at: at }).execute();
    await recordPaymentReceived(trx, order, at);
    return order.id;
  });
  const items = await t.ctx.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return { orderId, productIds, itemIds: items.map((item) => item.id), priced };
}
