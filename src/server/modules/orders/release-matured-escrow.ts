import type { ExpressionBuilder } from 'kysely';
import { DISPUTE_WINDOW_DAYS, OPEN_RETURN_STATUSES, RETURN_WINDOW_DAYS } from '@shared/returns/return-status';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import type { Job } from '@server/platform/jobs';
import { releaseSellerShare } from '../ledger/order-ledger';

const BATCH = 100;
// A completed order is here too when a return held its share back at completion.
const MATURING = ['delivered', 'completed'] as const;

type OrderScope = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

/**
 * A return under way holds the share; a refunded return of every line leaves nothing to
 * release. A refunded return of some lines (decision 066) leaves the rest to release.
 */
const noLiveReturn = (eb: OrderScope) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('returns as r')
        .select('r.id')
        .whereRef('r.order_id', '=', 'o.id')
        .where((w) =>
          w.or([
            w('r.status', 'in', OPEN_RETURN_STATUSES),
            w.and([w('r.status', '=', 'refunded'), w.not(w.exists(lineNotReturned(w)))]),
          ]),
        ),
    ),
  );

/** A line of the order that the return `r` did not send back. */
const lineNotReturned = (eb: ExpressionBuilder<Database & { o: Database['orders']; r: Database['returns'] }, 'o' | 'r'>) =>
  eb
    .selectFrom('order_items as i')
    .select('i.id')
    .whereRef('i.order_id', '=', 'o.id')
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('return_items as ri')
            .select('ri.order_item_id')
            .whereRef('ri.return_id', '=', 'r.id')
            .whereRef('ri.order_item_id', '=', 'i.id'),
        ),
      ),
    );
const DAY_MS = 24 * 60 * 60 * 1000;

/** Decision 026: a refusal the buyer may still contest holds the share like a live return. */
const noContestableRefusal = (now: Date) => (eb: OrderScope) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('returns as r')
        .select('r.id')
        .whereRef('r.order_id', '=', 'o.id')
        .where('r.status', '=', 'rejected')
        .where('r.disputed_at', 'is', null)
        .where('r.rejected_at', '>=', new Date(now.getTime() - DISPUTE_WINDOW_DAYS * DAY_MS)),
    ),
  );

/**
 * decisions §4: a delivered (or completed but held) order whose 14-day return window has
 * passed with no return under way or refunded in full is as good as finished, and the seller's
 * share becomes payable. The window runs from the order's last update (its delivery), as
 * the return request checks it.
 */
export async function releaseMaturedEscrow(db: Db, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS);
  const due = await db
    .selectFrom('orders as o')
    .selectAll('o')
    .where('o.status', 'in', MATURING)
    .where('o.payout_released_at', 'is', null)
    .where('o.updated_at', '<', windowStart)
    .where(noLiveReturn)
    .where(noContestableRefusal(now))
    .orderBy('o.updated_at')
    .limit(BATCH)
    .execute();
  let released = 0;
  for (const order of due) {
    const done = await db.transaction().execute(async (trx) => {
      // Compare-and-set: a return or a status change since the select leaves the order alone.
      const claimed = await trx
        .updateTable('orders as o')
        .set({ payout_released_at: now })
        .where('o.id', '=', order.id)
        .where('o.status', 'in', MATURING)
        .where('o.payout_released_at', 'is', null)
        .where('o.updated_at', '<', windowStart)
        .where(noLiveReturn)
        .where(noContestableRefusal(now))
        .returning('o.id')
        .executeTakeFirst();
      return claimed ? releaseSellerShare(trx, order, now) : false;
    });
    if (done) released++;
  }
  return released;
}

export function releaseMaturedEscrowJob(ctx: AppContext): Job {
  return {
    name: 'release-matured-escrow',
    everyMs: 60 * 60 * 1000,
    run: (db) => releaseMaturedEscrow(db, ctx.clock.now()),
  };
}
