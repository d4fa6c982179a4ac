import type { OrderStatusColumn } from '@server/db/schema';
import { recordPaymentReceived } from '@server/modules/ledger/order-ledger';
import { insertOrderLines } from '@server/modules/orders/order-lines';
import { priceLot } from '@shared/orders/lot-pricing';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';

export type LotLineInput = { title: string; priceCents: number; condition?: 'new_sealed' | 'worn_good' };

export type InsertedLot = {
  orderId: string;
  productIds: string[];
  /** The order's lines (order_items ids), in the lot's order. */
  itemIds: string[];
  priced: ReturnType<typeof priceLot>;
};

/**
 * 75 € of three listings; at −10 %: 7,50 € off (5,00 + 1,50 + 1,00), 67,50 € of lines, 3,38 €
 * of commission, 74,49 € paid with home delivery at 6,99 €.
 */
export const threeItemLot: readonly LotLineInput[] = [
  { title: 'Perruque lace frontal 20 pouces', priceCents: 5000 },
  { title: 'Colle Bold Hold 40 ml', priceCents: 1500 },
  { title: 'Bonnet en satin', priceCents: 1000 },
];

type LotOrderOptions = {
  /** The bundle discount, in percent (decision 065); 0 by default. */
  percent?: number;
  deliveryCents?: number;
  status?: OrderStatusColumn;
};

const UNPAID: readonly OrderStatusColumn[] = ['pending_payment', 'payment_submitted'];
/** Statuses whose timeline shows the parcel arrived. */
const ARRIVED: readonly OrderStatusColumn[] = ['delivered', 'completed'];

/**
 * An order of several of one seller's listings (a lot), each listing's one unit sold, priced by
 * priceLot, written in one transaction as the trigger wants (lines add up at commit), with its
 * payment and, once paid, the ledger's payment_received movement, as insertPaidOrder does for one
 * line; a delivered or completed lot also gets its 'delivered' timeline line.
 */
export async function insertLotOrder(
  t: TestApp,
  parties: { buyerId: string; sellerId: string },
  lines: readonly LotLineInput[],
  options: LotOrderOptions = {},
): Promise<InsertedLot> {
  const productIds: string[] = [];
  for (const line of lines) {
    productIds.push(
      await insertProduct(t, parties.sellerId, {
        title: line.title,
        price_cents: line.priceCents,
        condition: line.condition ?? 'worn_good',
        stock_quantity: 0,
      }),
    );
  }
  const priced = priceLot(
    lines.map((line) => line.priceCents),
    options.percent ?? 0,
  );
  const deliveryCents = options.deliveryCents ?? 699;
  const status = options.status ?? 'payment_validated';
  const paid = !UNPAID.includes(status);
  const at = t.clock.now();
  const orderId = await t.ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: parties.buyerId,
        seller_id: parties.sellerId,
        product_id: productIds[0] ?? '',
        status,
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
      priced.lines.map((line, i) => ({
        productId: productIds[i] ?? '',
        title: lines[i]?.title ?? '',
        offerId: null,
        priced: line,
      })),
    );
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        amount_cents: order.total_amount_cents,
        method: 'bank_transfer',
        status: paid ? 'paid' : 'pending',
        proof_key: paid ? `private/proofs/${order.id}.pdf` : null,
        validated_at: paid ? at : null,
      })
      .execute();
    if (ARRIVED.includes(status)) {
      await trx
        .insertInto('order_events')
        .values({ order_id: order.id, status: 'delivered', created_at: at })
        .execute();
    }
    if (paid) await recordPaymentReceived(trx, order, at);
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
