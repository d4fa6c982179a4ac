import type { Kysely } from 'kysely';
import { returnedShare } from '@shared/orders/lot-pricing';
import { returnMessages } from '@shared/returns/return.schemas';
import type { Database } from '@server/db/schema';
import { badRequest } from '@server/platform/errors';

export type OrderLine = {
  id: string;
  productId: string;
  title: string;
  priceCents: number;
  commissionCents: number;
  sellerAmountCents: number;
  sealed: boolean;
};

/** The order's lines in the lot's order, with whether each was sold 'Neuf, scellé'. */
export async function orderLinesOf(db: Kysely<Database>, orderIds: readonly string[]) {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.order_id',
      'i.product_id',
      'i.title',
      'i.price_cents',
      'i.commission_cents',
      'i.seller_amount_cents',
      'p.condition',
    ])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.position')
    .execute();
  for (const row of rows) {
    const line = {
      id: row.id,
      productId: row.product_id,
      title: row.title,
      priceCents: row.price_cents,
      commissionCents: row.commission_cents,
      sellerAmountCents: row.seller_amount_cents,
      sealed: row.condition === 'new_sealed',
    };
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), line]);
  }
  return byOrder;
}

/**
 * Decision 066: the lines the buyer sends back, in the order's order. A one-line order goes back
 * whole (its line when none is named); a lot's return names at least one of its own lines.
 */
export function chooseReturnedLines(lines: readonly OrderLine[], itemIds: readonly string[] | null): OrderLine[] {
  if (itemIds === null) {
    if (lines.length !== 1) throw badRequest(returnMessages.itemsRequired, 'RETURN_ITEMS_REQUIRED');
    return [...lines];
  }
  if (itemIds.some((id) => !lines.some((line) => line.id === id))) {
    throw badRequest(returnMessages.itemNotInOrder, 'RETURN_ITEM_NOT_IN_ORDER');
  }
  return lines.filter((line) => itemIds.includes(line.id));
}

/** Each return's lines, in the order's order. */
export async function returnedLineIds(db: Kysely<Database>, returnIds: readonly string[]) {
  const byReturn = new Map<string, string[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .selectFrom('return_items as ri')
    .innerJoin('order_items as i', 'i.id', 'ri.order_item_id')
    .select(['ri.return_id', 'i.id'])
    .where('ri.return_id', 'in', returnIds)
    .orderBy('i.position')
    .execute();
  for (const row of rows) byReturn.set(row.return_id, [...(byReturn.get(row.return_id) ?? []), row.id]);
  return byReturn;
}

/** What a return gives back: its lines' share, and the delivery when every line comes back. */
export function shareOfReturn(lines: readonly OrderLine[], returnedIds: readonly string[], deliveryCents: number) {
  return { ...returnedShare(lines, returnedIds, deliveryCents), all: returnedIds.length === lines.length };
}
