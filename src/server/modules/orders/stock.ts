import { type Kysely, sql } from 'kysely';
import type { Database } from '@server/db/schema';
import { announce } from '@server/platform/realtime';

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
  // The shop shows what is left: a visitor's kept page must not offer the last unit again.
  if (row) await announce(trx, { kind: 'catalogue' });
  return row !== undefined;
}

/** Gives a cancelled order's unit back to the shop. */
export async function releaseUnit(trx: Kysely<Database>, productId: string, at: Date): Promise<void> {
  await trx
    .updateTable('products')
    .set({ stock_quantity: sql<number>`stock_quantity + 1`, updated_at: at })
    .where('id', '=', productId)
    .execute();
  await announce(trx, { kind: 'catalogue' });
}
