import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * Whether either of two people blocked the other. Blocking ends messaging and ordering both
 * ways (decisions.md §9): whoever blocked whom, the two no longer deal with each other.
 * Two point reads on the unique (blocker_id, blocked_id) index.
 */
export async function blockState(db: Kysely<Database>, userId: string, otherId: string) {
  const rows = await db
    .selectFrom('blocked_users')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', '=', otherId)]),
        eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', userId)]),
      ]),
    )
    .execute();
  return {
    ended: rows.length > 0,
    blockedByMe: rows.some((row) => row.blocker_id === userId),
    blockedMe: rows.some((row) => row.blocker_id === otherId),
  };
}
