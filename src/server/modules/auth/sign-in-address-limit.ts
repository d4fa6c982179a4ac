import { sql } from 'kysely';
import type { Db } from '@server/db/connection';

/** Failed sign-ins allowed from one address in a window (SIGN_IN_ADDRESS_MAX_FAILURES, …_WINDOW_MINUTES). */
export type AddressLimit = { maxFailures: number; windowMs: number };

// In the API rate limit's shared table (purged by its job), under a key of our own.
const keyOf = (address: string) => `sign-in-failures:${address}`;

/**
 * Takes one of the address's failure slots before the password is checked (one statement, so
 * concurrent attempts cannot all pass); `releaseAddressAttempt` gives it back when the password
 * was right, so only failures count: a shared address (carrier NAT) full of people who know
 * their password is never limited. Answers 0 when the attempt may go on, else the ms to wait.
 */
export async function claimAddressAttempt(db: Db, address: string, limit: AddressLimit, now: Date): Promise<number> {
  const ended = sql<boolean>`api_rate_limits.resets_at <= ${now}`;
  const claimed = await db
    .insertInto('api_rate_limits')
    .values({ key: keyOf(address), hits: 1, resets_at: new Date(now.getTime() + limit.windowMs) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE api_rate_limits.hits + 1 END`,
          resets_at: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE api_rate_limits.resets_at END`,
        })
        .where((eb) =>
          eb.or([eb('api_rate_limits.resets_at', '<=', now), eb('api_rate_limits.hits', '<', limit.maxFailures)]),
        ),
    )
    .returning('hits')
    .executeTakeFirst();
  if (claimed) return 0;
  const row = await db
    .selectFrom('api_rate_limits')
    .select('resets_at')
    .where('key', '=', keyOf(address))
    .executeTakeFirst();
  return Math.max(1, (row?.resets_at.getTime() ?? now.getTime()) - now.getTime());
}

/** Gives back the slot of an attempt whose password was right. */
export async function releaseAddressAttempt(db: Db, address: string): Promise<void> {
  const key = keyOf(address);
  const deleted = await db
    .deleteFrom('api_rate_limits')
    .where('key', '=', key)
    .where('hits', '=', 1)
    .executeTakeFirst();
  if (deleted.numDeletedRows > 0n) return;
  await db
    .updateTable('api_rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 1)
    .execute();
}
