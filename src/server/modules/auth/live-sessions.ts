import { sql } from 'kysely';
import type { Db } from '@server/db/connection';

export type LiveSession = { admin: boolean };

/**
 * Of these sessions, the ones that still hold (not signed out, revoked or expired, their
 * account neither suspended nor marked for deletion), each with whether its user is an
 * admin: one statement for every live stream of the instance.
 */
export async function liveSessions(db: Db, sessionIds: string[], now: Date): Promise<Map<string, LiveSession>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('profiles as p', 'p.id', 's.user_id')
    .select([
      's.id',
      sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = s.user_id AND r.role = 'admin')`.as('admin'),
    ])
    // One array parameter, whatever the number of streams (an IN list stops at 65 535).
    .where(sql<boolean>`s.id = ANY(${sessionIds}::uuid[])`)
    .where('s.expires_at', '>', now)
    .where('p.marked_for_deletion_at', 'is', null)
    .where('p.suspended_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, { admin: row.admin }]));
}
