import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import type { ShippingClockSettings } from '@shared/orders/shipping-clock';
import { sendClockReminders } from './shipping-clock-reminders';
import { deliverQuietParcels, expireLateShipments } from './shipping-clock-transitions';

/**
 * One pass of the shipping and transit clocks (decision 039): deadlines first, so an order
 * past its deadline is acted on rather than reminded. A step that fails does not stop the
 * others; the pass then fails with its error (the job retries). Returns the number of changes.
 */
export async function runShippingClocks(db: Db, now: Date, settings: ShippingClockSettings): Promise<number> {
  const steps = [
    () => expireLateShipments(db, now),
    () => deliverQuietParcels(db, now),
    () => sendClockReminders(db, 'ship', now, settings),
    () => sendClockReminders(db, 'transit', now, settings),
  ];
  let changes = 0;
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      changes += await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
  return changes;
}

export function shippingClocksJob(ctx: AppContext): Job {
  return {
    name: 'shipping-clocks',
    everyMs: 10 * 60 * 1000,
    run: (db) => runShippingClocks(db, ctx.clock.now(), ctx.config.shippingClocks),
  };
}
