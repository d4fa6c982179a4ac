import { subMonths } from 'date-fns';
import { SECURITY_LOG_RETENTION_MONTHS } from '@shared/account/account-life';
import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

/** Security logs are kept 12 months (legal pages), then deleted. */
export function purgeSecurityLogsJob(ctx: AppContext): Job {
  return {
    name: 'purge-security-logs',
    everyMs: 60 * 60 * 1000,
    run: async (db) => {
      const cutoff = subMonths(ctx.clock.now(), SECURITY_LOG_RETENTION_MONTHS);
      const purged = await db.deleteFrom('security_logs').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(purged.numDeletedRows);
    },
  };
}
