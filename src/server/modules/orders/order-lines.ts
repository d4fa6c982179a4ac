import type { Kysely } from 'kysely';
import type { PricedLine } from '@shared/orders/lot-pricing';
import type { OrderLineView } from '@shared/orders/order-view.schemas';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { publicUrl } from '@server/platform/storage/storage';

export type OrderLineInput = { productId: string; title: string; offerId: string | null; priced: PricedLine };

/** The order's lines, in the lot's order; the database checks at commit that they add up to the order. */
export async function insertOrderLines(
  trx: Kysely<Database>,
  orderId: string,
  lines: readonly OrderLineInput[],
): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, position) => ({
        order_id: orderId,
        position,
        product_id: line.productId,
        title: line.title,
        unit_price_cents: line.priced.unitPriceCents,
        discount_cents: line.priced.discountCents,
        price_cents: line.priced.priceCents,
        commission_cents: line.priced.commissionCents,
        seller_amount_cents: line.priced.sellerAmountCents,
        offer_id: line.offerId,
      })),
    )
    .execute();
}

/** An order's lines as every order view shows them, with the order's bundle discount (decision 065). */
export type OrderLines = { items: OrderLineView[]; discountCents: number };

/**
 * The lines of a page of orders in one query, each with its listing's first photo, in position
 * order. Every order has at least one line (migration 0037), so every asked id is in the map.
 */
export async function loadOrderLines(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderLines>> {
  const byOrder = new Map<string, OrderLines>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items as i')
    .select(['i.id', 'i.order_id', 'i.product_id', 'i.title', 'i.unit_price_cents', 'i.discount_cents', 'i.price_cents'])
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.card_key')
        .whereRef('m.product_id', '=', 'i.product_id')
        .where('m.kind', '=', 'image')
        .orderBy('m.position')
        .limit(1)
        .as('photo_key'),
    )
    .where('i.order_id', 'in', [...new Set(orderIds)])
    .orderBy('i.order_id')
    .orderBy('i.position')
    .execute();
  for (const row of rows) {
    const lines = byOrder.get(row.order_id) ?? { items: [], discountCents: 0 };
    lines.items.push({
      id: row.id,
      productId: row.product_id,
      title: row.title,
      unitPriceCents: row.unit_price_cents,
      discountCents: row.discount_cents,
      priceCents: row.price_cents,
      photo: row.photo_key ? publicUrl(row.photo_key) : null,
    });
    lines.discountCents += row.discount_cents;
    byOrder.set(row.order_id, lines);
  }
  return byOrder;
}

/** Every order has its lines (migration 0037): a missing one is a bug, not a user's mistake. */
export function linesFor(lines: ReadonlyMap<string, OrderLines>, orderId: string): OrderLines {
  const found = lines.get(orderId);
  if (!found) throw new Error(`order ${orderId} has no lines`);
  return found;
}

/** The lines of one order the caller knows exists. */
export async function linesOf(db: Db, orderId: string): Promise<OrderLines> {
  return linesFor(await loadOrderLines(db, [orderId]), orderId);
}
