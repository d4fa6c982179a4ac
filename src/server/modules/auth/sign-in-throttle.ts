import { createHmac } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@server/db/connection';
import { signaturesMatch } from '@server/platform/signatures';

/** Failures before any wait: enough for typos, too few for guessing. */
const FREE_FAILURES = 5;
const FIRST_WAIT_S = 30;
const MAX_WAIT_S = 15 * 60;
/** Failures older than this are forgotten. */
const MEMORY_MS = 60 * 60 * 1000;
/** The owner is warned at most once a day. */
const WARN_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * When the wait that `failures` starts ends (null: no wait): 30 s after the 5th failure, then
 * doubling, up to 15 min. A delay, never a lockout. In SQL, so the count and its wait are one write.
 */
const waitEnd = (failures: RawBuilder<number>, now: Date) => {
  const [free, first, max] = [sql.lit(FREE_FAILURES), sql.lit(FIRST_WAIT_S), sql.lit(MAX_WAIT_S)];
  return sql<Date | null>`CASE WHEN ${failures} < ${free} THEN NULL
    ELSE ${now}::timestamptz + make_interval(secs => LEAST(${first} * power(2, LEAST(${failures} - ${free}, 10)), ${max}))
  END`;
};

export const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * Counts a password attempt against the e-mail BEFORE the password is checked, in one
 * statement: concurrent attempts, on any instance, are counted one after the other, the 5th
 * starts the wait, and an attempt that meets a running wait is refused and not counted. An
 * attempt that turns out right clears the count (`clearSignInFailures`). Answers 0 when the
 * attempt may go on, else the milliseconds left to wait. `whateverTheWait`: counted, never
 * refused (a device the owner signed in from).
 */
export async function claimPasswordAttempt(db: Db, email: string, now: Date, whateverTheWait = false): Promise<number> {
  const forgetBefore = new Date(now.getTime() - MEMORY_MS);
  const next = sql<number>`(CASE WHEN sign_in_throttles.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_throttles.failures + 1 END)`;
  const counted = await db
    .insertInto('sign_in_throttles')
    .values({ email, failures: 1, last_failure_at: now, blocked_until: null })
    .onConflict((oc) => {
      const update = oc
        .column('email')
        .doUpdateSet({ failures: next, last_failure_at: now, blocked_until: waitEnd(next, now) });
      return whateverTheWait
        ? update
        : update.where((eb) =>
            eb.or([
              eb('sign_in_throttles.blocked_until', 'is', null),
              eb('sign_in_throttles.blocked_until', '<=', now),
            ]),
          );
    })
    .returning('failures')
    .executeTakeFirst();
  if (counted) return 0;
  const row = await db
    .selectFrom('sign_in_throttles')
    .select('blocked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return Math.max(1, (row?.blocked_until?.getTime() ?? now.getTime()) - now.getTime());
}

/** After a wrong password: whether the owner should now be warned (once a day at most, claimed atomically). */
export async function claimOwnerWarning(db: Db, email: string, now: Date): Promise<boolean> {
  const warned = await db
    .updateTable('sign_in_throttles')
    .set({ owner_warned_at: now })
    .where('email', '=', email)
    .where('failures', '>=', FREE_FAILURES)
    .where((eb) =>
      eb.or([eb('owner_warned_at', 'is', null), eb('owner_warned_at', '<', new Date(now.getTime() - WARN_EVERY_MS))]),
    )
    .returning('email')
    .executeTakeFirst();
  return warned !== undefined;
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_throttles').where('email', '=', email).execute();
}

/**
 * A device that signed in to this e-mail before carries a mark of it, and is not made to
 * wait: someone hammering the account from elsewhere cannot keep its owner out.
 */
export const knownDeviceMark = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`known-device\n${email}`).digest('base64url');

export function isKnownDevice(secret: string, email: string, mark: string | null | undefined): boolean {
  return mark ? signaturesMatch(knownDeviceMark(secret, email), mark) : false;
}

/**
 * Rows of addresses that stopped failing a day ago hold nothing still in use: their count is
 * forgotten after an hour, their wait after 15 minutes, their owner warning after a day.
 * Without this, someone trying random addresses would grow the table for ever.
 */
export async function purgeForgottenThrottles(db: Db, now: Date): Promise<number> {
  const purged = await db
    .deleteFrom('sign_in_throttles')
    .where('last_failure_at', '<', new Date(now.getTime() - WARN_EVERY_MS))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
