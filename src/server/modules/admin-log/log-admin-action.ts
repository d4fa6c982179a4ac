import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** Every admin action leaves a row; written in the caller's transaction so both stand or fall together. */
export async function logAdminAction(
  db: Kysely<Database>,
  entry: {
    adminId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('admin_logs')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
