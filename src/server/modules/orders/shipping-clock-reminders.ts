import type { Kysely } from 'kysely';
import {
  type ShippingClockSettings,
  shippingReminderLeadMs,
  transitReminderLeadMs,
} from '@shared/orders/shipping-clock';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { notify } from '../notifications/notify';
import { orderRef } from './order-notifications';
import { shippingReminderNotification, transitReminderNotification } from './shipping-clock-notifications';

export const CLOCK_BATCH = 500;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Marks a batch of due reminders sent and writes their notifications, in one transaction.
 * The rows are taken with SKIP LOCKED and the mark is a compare-and-set on "not reminded
 * yet": another instance running the same pass takes other rows, never the same twice.
 */
async function remindBatch(trx: Kysely<Database>, kind: 'ship' | 'transit', now: Date, lead: number) {
  const column = kind === 'ship' ? 'ship_reminded_at' : 'transit_reminded_at';
  const deadline = kind === 'ship' ? 'ship_by' : 'deliver_by';
  const status = kind === 'ship' ? 'payment_validated' : 'in_transit';
  const reminded = await trx
    .updateTable('orders')
    .set({ [column]: now })
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('orders')
        .select('id')
        .where('status', '=', status)
        .where(deadline, '>', now)
        .where(deadline, '<=', later(now, lead))
        .where(column, 'is', null);
      return (kind === 'transit' ? due.where('not_received_at', 'is', null) : due)
        .orderBy(deadline)
        .limit(CLOCK_BATCH)
        .forUpdate()
        .skipLocked();
    })
    .where('status', '=', status)
    .where(column, 'is', null)
    .returning(['id', 'order_number', 'buyer_id', 'seller_id', 'ship_by', 'deliver_by'])
    .execute();
  await notify(
    trx,
    reminded.map((row) =>
      kind === 'ship'
        ? shippingReminderNotification(orderRef(row), row.ship_by ?? now)
        : transitReminderNotification(orderRef(row), row.deliver_by ?? now),
    ),
  );
  return reminded.length;
}

/** Every due reminder of one kind, batch after batch; returns how many were sent. */
export async function sendClockReminders(
  db: Db,
  kind: 'ship' | 'transit',
  now: Date,
  settings: ShippingClockSettings,
): Promise<number> {
  const lead = kind === 'ship' ? shippingReminderLeadMs(settings) : transitReminderLeadMs(settings);
  let total = 0;
  for (;;) {
    const sent = await db.transaction().execute((trx) => remindBatch(trx, kind, now, lead));
    total += sent;
    if (sent < CLOCK_BATCH) return total;
  }
}
