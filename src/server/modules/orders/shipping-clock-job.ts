import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import type { ShippingClockSettings } from '@shared/orders/shipping-clock';
import { sendClockReminders } from './shipping-clock-reminders';
import { deliverQuietParcels, expireLateShipments } from './shipping-clock-transitions';

/**
 * One pass of the shipping and transit clocks (decision 039): deadlines first, so an order
 * past its deadline is acted on rather than reminded. Returns the number of changes.
 */
export async function runShippingClocks(db: Db, now: Date, settings: ShippingClockSettings): Promise<number> {
  const expired = await expireLateShipments(db, now);
  const delivered = await deliverQuietParcels(db, now);
  const shipReminders = await sendClockReminders(db, 'ship', now, settings);
  const transitReminders = await sendClockReminders(db, 'transit', now, settings);
  return expired + delivered + shipReminders + transitReminders;
}

export function shippingClocksJob(ctx: AppContext): Job {
  return {
    name: 'shipping-clocks',
    everyMs: 10 * 60 * 1000,
    run: (db) => runShippingClocks(db, ctx.clock.now(), ctx.config.shippingClocks),
  };
}
