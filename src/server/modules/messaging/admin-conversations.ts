import { sql } from 'kysely';
import type { FlaggedConversationList } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { conflict } from '@server/platform/errors';
import { decodeKeyCursor, encodeKeyCursor, keyMicros, splitPage } from '@server/platform/paging';
import { logAdminAction } from '../admin-log/log-admin-action';
import { conversationNotFound } from './conversation-access';
import { loadPeople, loadSubjects, toPerson, toSubject } from './conversation-rows';

/**
 * What waits for an admin, a page at a time: conversations with a payment warning not yet
 * reviewed, and those with an open report, oldest first by when they were flagged, else their
 * last message (their creation if they have none). A reported conversation moves on each new
 * message, so the cursor carries its key as read (like the member's conversations, decision
 * 074): the next page goes on from there.
 */
export async function listFlaggedConversations(db: Db, { cursor, limit }: PageQuery): Promise<FlaggedConversationList> {
  const after = cursor ? decodeKeyCursor(cursor) : null;
  const rows = await flaggedConversationPage(db, after, limit).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const subjects = await loadSubjects(
    db,
    page.map((row) => row.id),
  );
  const people = await loadPeople(db, [...new Set(page.flatMap((row) => [row.buyer_id, row.seller_id]))]);
  const person = (id: string) => toPerson(people.get(id) ?? { id, full_name: '', username: null, avatar_url: null });
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const subject = subjects.get(row.id);
      return subject ? [{ ...flaggedRow(row, person), subject: toSubject(subject) }] : [];
    }),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key_micros, last.id) : null,
  };
}

/**
 * The statement of a page (one row more, which says another follows): plans are checked on it.
 * A range of conversations_review_queue_idx: the queue and each one's place are kept in the row
 * (`review_queue_key`, `open_reports`, migration 0049), so no conversation outside it is read.
 * Out of the queue the key is null: the first page leaves those out, and a null key never passes
 * the next page's comparison. Said once only: the planner would multiply the two, expect a few
 * rows after the cursor, and sort the rest of the queue instead of reading it in order.
 */
export function flaggedConversationPage(db: Db, after: { micros: string; id: string } | null, limit: number) {
  return db
    .selectFrom('conversations as c')
    .select(['c.id', 'c.buyer_id', 'c.seller_id', 'c.flagged_at', 'c.last_message_at', 'c.open_reports'])
    .select(keyMicros('c.review_queue_key'))
    .$if(after === null, (query) => query.where('c.review_queue_key', 'is not', null))
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(c.review_queue_key, c.id)
          > (timestamptz 'epoch' + ${after?.micros}::bigint * interval '1 microsecond', ${after?.id}::uuid)`,
      ),
    )
    .orderBy('c.review_queue_key')
    .orderBy('c.id')
    .limit(limit + 1);
}

type QueueRow = {
  id: string;
  buyer_id: string;
  seller_id: string;
  flagged_at: Date | null;
  open_reports: number;
  last_message_at: Date | null;
};

function flaggedRow(row: QueueRow, person: (id: string) => ReturnType<typeof toPerson>) {
  return {
    id: row.id,
    buyer: person(row.buyer_id),
    seller: person(row.seller_id),
    flaggedAt: row.flagged_at?.toISOString() ?? null,
    openReports: row.open_reports,
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
  };
}

/** The admin has looked at a flagged conversation: out of the queue until a new warning. */
export async function markFlagReviewed(db: Db, adminId: string, conversationId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reviewed = await trx
      .updateTable('conversations')
      .set({ flag_reviewed_at: now, flag_reviewed_by: adminId })
      .where('id', '=', conversationId)
      .where('flagged_at', 'is not', null)
      .where('flag_reviewed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!reviewed) {
      const exists = await trx
        .selectFrom('conversations')
        .select('flagged_at')
        .where('id', '=', conversationId)
        .executeTakeFirst();
      if (!exists?.flagged_at) throw conversationNotFound();
      throw conflict(messagingTexts.alreadyReviewed, 'ALREADY_REVIEWED');
    }
    await logAdminAction(trx, {
      adminId,
      action: 'conversation_flag_reviewed',
      targetType: 'conversation',
      targetId: conversationId,
    });
  });
}
