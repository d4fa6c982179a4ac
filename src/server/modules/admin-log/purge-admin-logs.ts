import { subMonths } from 'date-fns';
import { ADMIN_LOG_RETENTION_MONTHS } from '@shared/trust/admin-log.schemas';
import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

/** The admin log is kept 12 months, like the security logs (decisions.md §9), then deleted. */
export function purgeAdminLogsJob(ctx: AppContext): Job {
  return {
    name: 'purge-admin-logs',
    everyMs: 60 * 60 * 1000,
    run: async (db) => {
      const cutoff = subMonths(ctx.clock.now(), ADMIN_LOG_RETENTION_MONTHS);
      const purged = await db.deleteFrom('admin_logs').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(purged.numDeletedRows);
    },
  };
}
