import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * Takes one unit if one is left, atomically: of two buyers of the last unit, the second
 * one's update waits for the first and then matches no row.
 */
export async function reserveUnit(trx: Kysely<Database>, productId: string, at: Date): Promise<boolean> {
  const row = await trx
    .updateTable('products')
    .set({ stock_quantity: sql<number>`stock_quantity - 1`, updated_at: at })
    .where('id', '=', productId)
    .where('stock_quantity', '>', 0)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a cancelled order's unit back to the shop. */
export async function releaseUnit(trx: Kysely<Database>, productId: string, at: Date): Promise<void> {
  await trx
    .updateTable('products')
    .set({ stock_quantity: sql<number>`stock_quantity + 1`, updated_at: at })
    .where('id', '=', productId)
    .execute();
}

/**
 * One unit of each listing, all or none (the caller's transaction rolls back on false). Taken
 * in the listings' id order, whatever the lot's order: two checkouts that share listings lock
 * them in the same order and never wait on each other in a circle.
 */
export async function reserveUnits(trx: Kysely<Database>, productIds: readonly string[], at: Date): Promise<boolean> {
  for (const productId of [...productIds].sort()) {
    if (!(await reserveUnit(trx, productId, at))) return false;
  }
  return true;
}

/** Gives every line's unit back, in the same order as they were taken. */
export async function releaseUnits(trx: Kysely<Database>, productIds: readonly string[], at: Date): Promise<void> {
  for (const productId of [...productIds].sort()) await releaseUnit(trx, productId, at);
}

/** The listings of an order's lines (a one-line order: its product). */
export async function orderLineProductIds(trx: Kysely<Database>, orderId: string): Promise<string[]> {
  const rows = await trx.selectFrom('order_items').select('product_id').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.product_id);
}
