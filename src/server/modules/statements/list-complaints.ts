import type { PendingComplaint } from '@shared/moderation/statement.schemas';
import type { AppContext } from '@server/context';
import type { CurrentUser } from '../auth/current-user';
import { decisionRows, toStatement } from './statement-rows';

/** Complaints waiting, oldest first; the admin who decided sees theirs but may not review it. */
export async function listPendingComplaints(ctx: AppContext, admin: CurrentUser): Promise<PendingComplaint[]> {
  const rows = await decisionRows(ctx.db)
    .innerJoin('profiles as person', 'person.id', 'd.user_id')
    .leftJoin('profiles as author', 'author.id', 'd.decided_by')
    .select(['person.full_name as person_name', 'author.full_name as author_name'])
    .where('d.complaint_status', '=', 'pending')
    .orderBy('d.complained_at')
    .limit(100)
    .execute();
  const now = ctx.clock.now();
  return rows.map((row) => ({
    ...toStatement(row, now),
    personName: row.person_name,
    decidedByName: row.author_name,
    canReview: row.decided_by !== admin.id,
  }));
}
