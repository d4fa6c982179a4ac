import { sql } from 'kysely';
import type { FlaggedConversationList } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { conflict } from '@server/platform/errors';
import { decodeKeyCursor, encodeKeyCursor, splitPage } from '@server/platform/paging';
import { logAdminAction } from '../admin-log/log-admin-action';
import { conversationNotFound } from './conversation-access';
import { loadPeople, loadSubjects, toPerson, toSubject } from './conversation-rows';

/**
 * A conversation's place in the queue: when it was flagged, else its last message (a report's
 * conversation has one; its creation stands in otherwise).
 */
const queueKey = sql<Date>`coalesce(c.flagged_at, c.last_message_at, c.created_at)`;

/**
 * What waits for an admin, a page at a time: conversations with a payment warning not yet
 * reviewed, and those with an open report, oldest first. A new message or warning moves a
 * conversation, so the cursor carries its key as read (like the member's conversations,
 * decision 074): the next page goes on from there.
 */
export async function listFlaggedConversations(db: Db, { cursor, limit }: PageQuery): Promise<FlaggedConversationList> {
  const after = cursor ? decodeKeyCursor(cursor) : null;
  const openReports = sql<number>`(SELECT count(*)::int FROM reports r
    WHERE r.reported_conversation_id = c.id AND r.status = 'open')`;
  const rows = await db
    .selectFrom('conversations as c')
    .select(['c.id', 'c.buyer_id', 'c.seller_id', 'c.flagged_at', 'c.last_message_at'])
    .select(openReports.as('open_reports'))
    .select(sql<string>`(extract(epoch from ${queueKey}) * 1000000)::bigint::text`.as('key_micros'))
    .where((eb) =>
      eb.or([
        eb.and([eb('c.flagged_at', 'is not', null), eb('c.flag_reviewed_at', 'is', null)]),
        eb.exists(
          eb
            .selectFrom('reports as r')
            .select('r.id')
            .whereRef('r.reported_conversation_id', '=', 'c.id')
            .where('r.status', '=', 'open'),
        ),
      ]),
    )
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(${queueKey}, c.id)
          > (timestamptz 'epoch' + ${after?.micros}::bigint * interval '1 microsecond', ${after?.id}::uuid)`,
      ),
    )
    .orderBy(queueKey)
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
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
