import { timingSafeEqual } from 'node:crypto';
import { statementMessages } from '@shared/moderation/statement.schemas';
import type { PageQuery } from '@shared/paging';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';
import type { CurrentUser } from '../auth/current-user';
import { hashAccessKey } from './record-decision';
import { type DecisionRow, decisionRows, toStatement } from './statement-rows';

export const decisionNotFound = () => notFound(statementMessages.notFound, 'DECISION_NOT_FOUND');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The decision, for the person it restricts only: signed in as them, or holding the key of the
 * e-mail's link (a suspended account cannot sign in). Anyone else is told it does not exist.
 */
export async function requireOwnDecision(
  db: Db,
  id: string,
  access: { user: CurrentUser | null; key?: string | undefined },
): Promise<DecisionRow> {
  const row = await decisionRows(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw decisionNotFound();
  const byAccount = access.user !== null && access.user.id === row.user_id;
  const byKey = access.key !== undefined && sameHash(hashAccessKey(access.key), row.access_key_hash);
  if (!byAccount && !byKey) throw decisionNotFound();
  return row;
}

export async function readStatement(ctx: AppContext, id: string, access: { user: CurrentUser | null; key?: string }) {
  return toStatement(await requireOwnDecision(ctx.db, id, access), ctx.clock.now());
}

/** Newest first: a backward range of moderation_decisions_user_idx (user_id, decided_at, id). */
const newestFirst: KeysetOrder = {
  table: 'moderation_decisions',
  keyColumn: 'decided_at',
  idColumn: 'id',
  key: 'd.decided_at',
  id: 'd.id',
  direction: 'desc',
};

/** One page's query, one row more than the page: the person's decisions after the decision `after`. */
export function ownDecisionPage(db: Db, userId: string, after: string | null, limit: number) {
  return decisionRows(db)
    .where('d.user_id', '=', userId)
    .$if(after !== null, (query) => query.where(pastCursor(newestFirst, after ?? '')))
    .orderBy('d.decided_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit + 1);
}

/** The signed-in person's decisions, newest first, a page at a time (decision 076). */
export async function listOwnStatements(ctx: AppContext, user: CurrentUser, { cursor, limit }: PageQuery) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await ownDecisionPage(ctx.db, user.id, after, limit).execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const now = ctx.clock.now();
  return { items: page.map((row) => toStatement(row, now)), nextCursor };
}
