import { LIVE_RETURN_STATUSES, OPEN_RETURN_STATUSES, type ReturnStatus } from '@shared/returns/return-status';
import type { Db } from '@server/db/connection';

async function hasReturnIn(db: Db, orderId: string, statuses: readonly ReturnStatus[]): Promise<boolean> {
  const row = await db
    .selectFrom('returns')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the order has a return that stops another request (one per order, refunded included). */
export const hasLiveReturn = (db: Db, orderId: string) => hasReturnIn(db, orderId, LIVE_RETURN_STATUSES);

/** Whether a return is still under way: it holds the review and the seller's money back. */
export const hasOpenReturn = (db: Db, orderId: string) => hasReturnIn(db, orderId, OPEN_RETURN_STATUSES);
