import { subDays } from 'date-fns';
import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

export const DELIVERY_RETENTION_DAYS = 30;

/** Sent and abandoned deliveries are kept 30 days (to answer "did I get the e-mail?"), then deleted. */
export function purgeDeliveriesJob(ctx: AppContext): Job {
  return {
    name: 'purge-notification-deliveries',
    everyMs: 24 * 60 * 60 * 1000,
    run: async (db) => {
      const purged = await db
        .deleteFrom('notification_deliveries')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', subDays(ctx.clock.now(), DELIVERY_RETENTION_DAYS))
        .executeTakeFirst();
      return Number(purged.numDeletedRows);
    },
  };
}
