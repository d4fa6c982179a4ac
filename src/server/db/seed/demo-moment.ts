import { sql } from 'kysely';
import type { AppContext } from '@server/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs one step of the demo's past with the app's clock set to its moment, so that what the
 * services write (orders, payments, timelines, ledger, reviews, returns, payouts) carries it.
 *
 * Notifications and admin log rows take the database's now() instead: this is the one place
 * where demo rows are backdated, right after the step that wrote them (every moment lies in
 * the past, so the rows of earlier steps stay out of reach). A notice more than a day old
 * was read long ago, and its e-mail and push would have gone then: none is sent now.
 */
export async function atMoment<T>(ctx: AppContext, at: Date, step: (ctx: AppContext) => Promise<T>): Promise<T> {
  const { rows } = await sql<{ mark: Date }>`select clock_timestamp() as mark`.execute(ctx.db);
  const mark = rows[0]!.mark;
  const result = await step({ ...ctx, clock: { now: () => new Date(at) } });
  const old = ctx.clock.now().getTime() - at.getTime() > DAY_MS;
  // Raw SQL: the schema's types keep created_at out of every update, as the app must.
  await ctx.db.transaction().execute(async (trx) => {
    const { rows: backdated } = await sql<{ id: string }>`
      update notifications set created_at = ${at}, is_read = is_read or ${old}
      where created_at >= ${mark} returning id`.execute(trx);
    if (old && backdated.length > 0) {
      await trx
        .deleteFrom('notification_deliveries')
        .where(
          'notification_id',
          'in',
          backdated.map((row) => row.id),
        )
        .execute();
    }
    await sql`update admin_logs set created_at = ${at} where created_at >= ${mark}`.execute(trx);
  });
  return result;
}

/** The accounts joined before their story began: their profile's date, shown as 'Membre depuis'. */
export async function backdateAccounts(ctx: AppContext, joined: { id: string; at: Date }[]): Promise<void> {
  for (const account of joined) {
    await sql`update profiles set created_at = ${account.at} where id = ${account.id}`.execute(ctx.db);
  }
}
