import { PAYABLE_SUPPLEMENT_STATUSES } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { recordOrderEffects } from '../orders/order-effects';
import { orderRef } from '../orders/order-notifications';
import { moveSupplement } from './supplement-access';
import { supplementEndedNotifications } from './supplement-notifications';

const BATCH = 200;

/** Lapses one batch of due supplements, each compare-and-set in its own transaction; answers [found, lapsed]. */
async function lapseBatch(db: Db, now: Date, batch: number): Promise<[number, number]> {
  const due = await db
    .selectFrom('order_supplements as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.order_id', 'o.order_number', 'o.buyer_id', 'o.seller_id'])
    .where('s.status', 'in', PAYABLE_SUPPLEMENT_STATUSES)
    .where('s.due_at', '<=', now)
    .orderBy('s.due_at')
    .limit(batch)
    .execute();
  let lapsed = 0;
  for (const row of due) {
    const done = await db.transaction().execute(async (trx) => {
      const moved = await moveSupplement(trx, row.id, PAYABLE_SUPPLEMENT_STATUSES, {
        status: 'lapsed',
        updated_at: now,
      });
      if (!moved) return false;
      await recordOrderEffects(trx, {
        orderId: row.order_id,
        notifications: supplementEndedNotifications(orderRef(row), 'lapsed'),
        topics: ['payments', 'orders'],
      });
      return true;
    });
    if (done) lapsed++;
  }
  return [due.length, lapsed];
}

/**
 * Decision 040: a supplement still unpaid at its deadline lapses and the order stays a pickup
 * order. A proof under the admin's review is not lapsed (the buyer did their part); if the
 * admin rejects it after the deadline, the next pass lapses it. Each one is compare-and-set,
 * so a second pass, or another instance, changes nothing twice. A pass goes on batch after
 * batch until none is due, so that `run-jobs` catches up after downtime in one run.
 */
export async function lapseSupplements(db: Db, now: Date, batch = BATCH): Promise<number> {
  let lapsed = 0;
  for (;;) {
    const [found, changed] = await lapseBatch(db, now, batch);
    lapsed += changed;
    if (found < batch) return lapsed;
  }
}

export function lapseSupplementsJob(ctx: AppContext): Job {
  return {
    name: 'lapse-supplements',
    everyMs: 15 * 60 * 1000,
    run: (db) => lapseSupplements(db, ctx.clock.now()),
  };
}
