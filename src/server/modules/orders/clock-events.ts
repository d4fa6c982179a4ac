import type { Kysely } from 'kysely';
import type { OrderStatus } from '@shared/orders/order-status';
import type { Database } from '@server/db/schema';

/**
 * The timeline's line for a change the clocks or a claim made, with the reason both parties
 * read. No actor when a clock ran out: the platform did it.
 */
export async function recordClockEvents(
  trx: Kysely<Database>,
  orderIds: string[],
  status: OrderStatus,
  note: string,
  at: Date,
  actorId: string | null = null,
): Promise<void> {
  if (orderIds.length === 0) return;
  await trx
    .insertInto('order_events')
    .values(orderIds.map((orderId) => ({ order_id: orderId, status, actor_id: actorId, note, created_at: at })))
    .execute();
}
