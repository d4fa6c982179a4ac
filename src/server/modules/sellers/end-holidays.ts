import { parisDay } from '@shared/paris-time';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { announce } from '@server/platform/realtime';

/**
 * Decision 059: on the return day (Paris), the holiday ends by itself. One statement: a second
 * pass, or another instance, finds nothing left to end. Nobody is told: the return is no news
 * to the people who saved the listings (no price-drop or saved-search notice comes of it).
 */
export async function endHolidays(db: Db, now: Date): Promise<number> {
  const ended = await db
    .updateTable('profiles')
    .set({ holiday_until: null, holiday_started_at: null, updated_at: now })
    .where('holiday_until', 'is not', null)
    .where('holiday_until', '<=', parisDay(now))
    .returning('id')
    .execute();
  if (ended.length > 0) await announce(db, { kind: 'catalogue' });
  return ended.length;
}

export function endHolidaysJob(ctx: AppContext): Job {
  return {
    name: 'end-holidays',
    everyMs: 15 * 60 * 1000,
    run: (db) => endHolidays(db, ctx.clock.now()),
  };
}
