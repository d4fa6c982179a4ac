import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import { signaturesMatch } from '@server/platform/signatures';

/** Failures before any wait: enough for typos, too few for guessing. */
export const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60 * 1000;
/** Failures older than this are forgotten. */
const MEMORY_MS = 60 * 60 * 1000;
/** The owner is warned at most once a day. */
const WARN_EVERY_MS = 24 * 60 * 60 * 1000;

/** 30 s after the 5th failure, then doubling, up to 15 min: a delay, never a lockout. */
export const waitAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(30_000 * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);

export const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** Milliseconds before this e-mail may be tried again (0: now). */
export async function waitBeforeSignIn(db: Db, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_throttles')
    .select('blocked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.blocked_until ? Math.max(0, row.blocked_until.getTime() - now.getTime()) : 0;
}

/** Counts a failure against the e-mail; says whether its owner should now be warned. */
export async function recordSignInFailure(db: Db, email: string, now: Date): Promise<{ warnOwner: boolean }> {
  const forgetBefore = new Date(now.getTime() - MEMORY_MS);
  const row = await db
    .insertInto('sign_in_throttles')
    .values({ email, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql`CASE WHEN sign_in_throttles.last_failure_at < ${forgetBefore} THEN 1 ELSE sign_in_throttles.failures + 1 END`,
        last_failure_at: now,
      }),
    )
    .returning(['failures', 'owner_warned_at'])
    .executeTakeFirstOrThrow();
  const wait = waitAfter(row.failures);
  const warnOwner =
    row.failures >= FREE_FAILURES &&
    (!row.owner_warned_at || now.getTime() - row.owner_warned_at.getTime() > WARN_EVERY_MS);
  await db
    .updateTable('sign_in_throttles')
    .set({
      blocked_until: wait > 0 ? new Date(now.getTime() + wait) : null,
      ...(warnOwner ? { owner_warned_at: now } : {}),
    })
    .where('email', '=', email)
    .execute();
  return { warnOwner };
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
