import { sql } from 'kysely';
import type { PendingComplaintList } from '@shared/moderation/statement.schemas';
import type { PageQuery } from '@shared/paging';
import type { AppContext } from '@server/context';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';
import type { CurrentUser } from '../auth/current-user';
import { decisionRows, toStatement } from './statement-rows';

/** Oldest complaint first: a range of moderation_decisions_complaints_idx (complained_at), ties by id. */
const oldestFirst: KeysetOrder = {
  table: 'moderation_decisions',
  keyColumn: 'complained_at',
  idColumn: 'id',
  key: 'd.complained_at',
  id: 'd.id',
  direction: 'asc',
};

/**
 * Complaints waiting, oldest first, a page at a time; the admin who decided sees theirs but may
 * not review it. A complaint reviewed meanwhile leaves the list; its cursor still reads its place.
 */
export async function listPendingComplaints(
  ctx: AppContext,
  admin: CurrentUser,
  { cursor, limit }: PageQuery,
): Promise<PendingComplaintList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await decisionRows(ctx.db)
    .innerJoin('profiles as person', 'person.id', 'd.user_id')
    .leftJoin('profiles as author', 'author.id', 'd.decided_by')
    .select(['person.full_name as person_name', 'author.full_name as author_name'])
    .where('d.complaint_status', '=', 'pending')
    .$if(after !== null, (query) => query.where(pastCursor(oldestFirst, after ?? '')))
    .orderBy('d.complained_at')
    .orderBy('d.id')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const waiting = await ctx.db
    .selectFrom('moderation_decisions')
    .select(sql<number>`count(*)`.as('n'))
    .where('complaint_status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const now = ctx.clock.now();
  const items = page.map((row) => ({
    ...toStatement(row, now),
    personName: row.person_name,
    decidedByName: row.author_name,
    canReview: row.decided_by !== admin.id,
  }));
  return { items, nextCursor, total: Number(waiting.n) };
}
