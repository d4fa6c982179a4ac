import { LIVE_RETURN_STATUSES } from '@shared/returns/return-status';
import type { Db } from '@server/db/connection';

/** Whether the order has a return still in progress (it holds the seller's money back). */
export async function hasLiveReturn(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('returns')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', LIVE_RETURN_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}
