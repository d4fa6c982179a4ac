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
 * Cancels one order whose shipping deadline passed, as a compare-and-set on its status and
 * deadline (an extension granted meanwhile moves it out of reach), as a cancellation does:
 * unit back on sale, buyer refunded from escrow through the ledger, the referral bonus it
 * carried cancelled. SKIP LOCKED: an order another instance is cancelling is left to it.
 */
async function expireShipment(trx: Kysely<Database>, orderId: string, now: Date): Promise<boolean> {
  const cancelled = await trx
    .updateTable('orders')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .where('status', '=', 'payment_validated')
        .where('ship_by', '<=', now)
        .forUpdate()
        .skipLocked(),
    )
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

/**
 * Each expiry is a dozen short statements, so a pass waits on round trips more than on the
 * database: a few run side by side (each locks its own order, then its product's row).
 */
const EXPIRY_WORKERS = 4;

/**
 * Every order not sent in time, one transaction each (money moves), oldest deadline first.
 * An order that fails is left for the next pass and does not hold up the others; the pass
 * then reports the failure.
 */
export async function expireLateShipments(db: Db, now: Date): Promise<number> {
  let total = 0;
  const failed = new Map<string, unknown>();
  for (;;) {
    const due = await db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'payment_validated')
      .where('ship_by', '<=', now)
      .$if(failed.size > 0, (query) => query.where('id', 'not in', [...failed.keys()]))
      .orderBy('ship_by')
      .limit(CLOCK_BATCH)
      .execute();
    let done = 0;
    const queue = due.map((row) => row.id);
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          if (await db.transaction().execute((trx) => expireShipment(trx, id, now))) done++;
        } catch (error) {
          failed.set(id, error);
        }
      }
    };
    await Promise.all(Array.from({ length: EXPIRY_WORKERS }, worker));
    total += done;
    // Nothing done on a full batch: another instance holds the rest.
    if (due.length < CLOCK_BATCH || done === 0) break;
  }
  if (failed.size > 0) {
    // The first cause goes into the message, which is what the job's run keeps (job_runs.last_error).
    const [firstId, firstError] = [...failed.entries()][0] ?? [];
    const cause = firstError instanceof Error ? firstError.message : String(firstError);
    throw new AggregateError(
      [...failed.values()],
      `${failed.size} shipping expiries failed; order ${firstId}: ${cause}`,
    );
  }
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
