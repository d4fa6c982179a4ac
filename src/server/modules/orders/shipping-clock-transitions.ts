import type { Kysely } from 'kysely';
import { shippingClockTexts } from '@shared/orders/shipping-clock';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { announce } from '@server/platform/realtime';
import { notify } from '../notifications/notify';
import { recordClockEvents } from './clock-events';
import { recordOrderEffects } from './order-effects';
import { applyStockAndMoney } from './order-money';
import { orderRef } from './order-notifications';
import { autoDeliveredNotifications, shippingExpiredNotifications } from './shipping-clock-notifications';
import { CLOCK_BATCH } from './shipping-clock-reminders';

/**
 * Takes the next order whose shipping deadline passed, as a compare-and-set on its status and
 * deadline (an extension granted meanwhile moves it out of reach), and cancels it as a
 * cancellation does: unit back on sale, buyer refunded from escrow through the ledger, the
 * referral bonus it carried cancelled. SKIP LOCKED lets two instances share the work.
 */
async function expireNextShipment(trx: Kysely<Database>, now: Date): Promise<boolean> {
  const cancelled = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'payment_validated')
        .where('ship_by', '<=', now)
        .orderBy('ship_by')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'payment_validated')
    .where('ship_by', '<=', now)
    .returningAll()
    .executeTakeFirst();
  if (!cancelled) return false;
  await recordClockEvents(trx, [cancelled.id], 'cancelled', shippingClockTexts.cancelledLate, now);
  await applyStockAndMoney(trx, cancelled, 'payment_validated', 'cancelled', now);
  await recordOrderEffects(trx, {
    orderId: cancelled.id,
    notifications: shippingExpiredNotifications(
      { ...orderRef(cancelled), totalCents: cancelled.total_amount_cents },
      cancelled.ship_by ?? now,
    ),
    topics: ['orders', 'payments'],
  });
  return true;
}

/** Every order not sent in time, one transaction each (money moves); returns how many. */
export async function expireLateShipments(db: Db, now: Date): Promise<number> {
  let total = 0;
  while (await db.transaction().execute((trx) => expireNextShipment(trx, now))) total++;
  return total;
}

/**
 * A batch of orders in transit past their day, with no 'Colis non reçu': delivered, as if the
 * buyer had confirmed (the return window then runs from now, as from a confirmation).
 */
async function deliverBatch(trx: Kysely<Database>, now: Date): Promise<number> {
  const delivered = await trx
    .updateTable('orders')
    .set({ status: 'delivered', updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'in_transit')
        .where('deliver_by', '<=', now)
        .where('not_received_at', 'is', null)
        .orderBy('deliver_by')
        .limit(CLOCK_BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'in_transit')
    .where('not_received_at', 'is', null)
    .returning(['id', 'order_number', 'buyer_id', 'seller_id'])
    .execute();
  if (delivered.length === 0) return 0;
  await recordClockEvents(
    trx,
    delivered.map((row) => row.id),
    'delivered',
    shippingClockTexts.deliveredByClock,
    now,
  );
  await notify(
    trx,
    delivered.flatMap((row) => autoDeliveredNotifications(orderRef(row))),
  );
  // The admin's lists refetch on any order of the topic: one announcement covers the batch.
  await announce(trx, { kind: 'admin', topic: 'orders', orderId: delivered[0]?.id ?? '' });
  return delivered.length;
}

export async function deliverQuietParcels(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction().execute((trx) => deliverBatch(trx, now));
    total += done;
    if (done < CLOCK_BATCH) return total;
  }
}
