import { PAYMENT_EXPIRED_REASON } from '@shared/orders/order-clock';
import type { AppContext } from '@server/context';
import type { Config } from '@server/config';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { recordOrderEffects } from './order-effects';
import { applyStockAndMoney } from './order-money';
import { orderRef } from './order-notifications';
import { paymentExpiredNotifications, paymentReminderNotification } from './payment-clock-notifications';

const BATCH = 200;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Applies `change` to every order `due` finds, a batch at a time, each in its own transaction.
 * `change` is a compare-and-set on the same conditions, so an order another pass took in
 * between is skipped, and is not found again. Answers how many changed.
 */
async function forEachDue(
  db: Db,
  due: () => Promise<{ id: string }[]>,
  change: (trx: Db, id: string) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await due();
    for (const { id } of rows) if (await db.transaction().execute((trx) => change(trx, id))) changed++;
    if (rows.length < BATCH) return changed;
  }
}

/**
 * Tells each buyer once, reminderHoursBefore the deadline, that the order waits for its
 * payment. The claim (payment_reminded_at, still pending) is the compare-and-set: a second
 * pass or another instance finds nothing left to remind.
 */
export async function sendPaymentReminders(db: Db, clock: Config['paymentClock'], now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + clock.reminderHoursBefore * HOUR_MS);
  return forEachDue(
    db,
    () =>
      db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'pending_payment')
        .where('payment_reminded_at', 'is', null)
        .where('payment_due_at', '<=', horizon)
        .where('payment_due_at', '>', now)
        .orderBy('payment_due_at')
        .limit(BATCH)
        .execute(),
    async (trx, id) => {
      const order = await trx
        .updateTable('orders')
        .set({ payment_reminded_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending_payment')
        .where('payment_reminded_at', 'is', null)
        .where('payment_due_at', '<=', horizon)
        .where('payment_due_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!order?.payment_due_at) return false;
      await recordOrderEffects(trx, {
        orderId: order.id,
        notifications: [paymentReminderNotification(orderRef(order), order.payment_due_at)],
        topics: [],
      });
      return true;
    },
  );
}

/**
 * Cancels each order whose payment did not come in time: compare-and-set on the status and
 * the deadline, then the timeline line with its reason, the unit back on sale (and the
 * referral bonus it carried cancelled), both parties told, in one transaction per order.
 * A proof sent meanwhile (payment_submitted) stopped the clock: that order is left alone.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  return forEachDue(
    db,
    () =>
      db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'pending_payment')
        .where('payment_due_at', '<=', now)
        .orderBy('payment_due_at')
        .limit(BATCH)
        .execute(),
    async (trx, id) => {
      const order = await trx
        .updateTable('orders')
        .set({ status: 'cancelled', updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending_payment')
        .where('payment_due_at', '<=', now)
        .returningAll()
        .executeTakeFirst();
      if (!order) return false;
      await trx
        .insertInto('order_events')
        .values({
          order_id: order.id,
          status: 'cancelled',
          actor_id: null,
          note: PAYMENT_EXPIRED_REASON,
          created_at: now,
        })
        .execute();
      await applyStockAndMoney(trx, order, 'pending_payment', 'cancelled', now);
      await recordOrderEffects(trx, {
        orderId: order.id,
        notifications: paymentExpiredNotifications(orderRef(order)),
        topics: ['orders', 'payments'],
      });
      return true;
    },
  );
}

/** Decision 038: the payment clock, every five minutes across instances. */
export function paymentClockJob(ctx: AppContext): Job {
  return {
    name: 'payment-clock',
    everyMs: 5 * 60 * 1000,
    run: async (db) => {
      const now = ctx.clock.now();
      const reminded = await sendPaymentReminders(db, ctx.config.paymentClock, now);
      return reminded + (await expireUnpaidOrders(db, now));
    },
  };
}
