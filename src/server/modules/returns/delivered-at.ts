import type { Kysely } from 'kysely';
import type { Database, Order } from '@server/db/schema';

/**
 * When the order was delivered: its latest 'delivered' line in the timeline, which every way of
 * delivering writes (the buyer's confirmation, the transit clock, the admin). An order older than
 * its timeline falls back on its last update, as the return window does.
 */
export async function deliveredAt(
  db: Kysely<Database>,
  order: Pick<Order, 'id' | 'status' | 'updated_at'>,
): Promise<Date | null> {
  if (order.status !== 'delivered' && order.status !== 'completed') return null;
  const event = await db
    .selectFrom('order_events')
    .select('created_at')
    .where('order_id', '=', order.id)
    .where('status', '=', 'delivered')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return event?.created_at ?? order.updated_at;
}
