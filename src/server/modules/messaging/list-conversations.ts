import { sql } from 'kysely';
import type { ConversationList } from '@shared/messaging/message.schemas';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { decodeKeyCursor, encodeKeyCursor, splitPage } from '@server/platform/paging';
import { loadSubjects, toSubject } from './conversation-rows';
import { publicName } from '@shared/profile/public-name';

/**
 * A page of the user's conversations, last activity first: one index range of
 * conversation_members (user, last_message_at, conversation_id), each row joined by primary
 * key to its conversation, last message, listing and other person — the cost follows the page,
 * not the number of messages. A message moves its conversation to the top, so the cursor
 * carries the last row's key as read, not only its id (decision 074).
 */
export async function listConversations(
  db: Db,
  userId: string,
  { cursor, limit }: PageQuery,
): Promise<ConversationList> {
  const after = cursor ? decodeKeyCursor(cursor) : null;
  const rows = await conversationPage(db, userId, after, limit).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const subjects = await loadSubjects(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const subject = subjects.get(row.id);
      return subject ? [{ ...summary(row, userId), subject: toSubject(subject) }] : [];
    }),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key_micros, last.id) : null,
  };
}

/**
 * The statement of a page (one row more, which says another follows): plans are checked on it.
 * The page of members is taken first, then joined: the joins (the other person through a CASE)
 * cannot lead the planner to join all her conversations and sort them.
 */
export function conversationPage(db: Db, userId: string, after: { micros: string; id: string } | null, limit: number) {
  const members = db
    .selectFrom('conversation_members')
    .select(['conversation_id', 'role', 'unread_count', 'last_message_at'])
    .where('user_id', '=', userId)
    .where('last_message_at', 'is not', null)
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(last_message_at, conversation_id)
          < (timestamptz 'epoch' + ${after?.micros}::bigint * interval '1 microsecond', ${after?.id}::uuid)`,
      ),
    )
    .orderBy('last_message_at', 'desc')
    .orderBy('conversation_id', 'desc')
    .limit(limit + 1);
  return db
    .selectFrom(members.as('cm'))
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .innerJoin('profiles as other', (join) =>
      join.on(sql<boolean>`other.id = CASE WHEN cm.role = 'buyer' THEN c.seller_id ELSE c.buyer_id END`),
    )
    .select([
      'c.id',
      'cm.unread_count',
      'lm.body',
      'lm.sender_id',
      'lm.created_at as last_created_at',
      'c.flagged_at',
      'other.id as other_id',
      'other.full_name as other_full_name',
      'other.username as other_username',
      'other.avatar_url as other_avatar_url',
      sql<string>`(extract(epoch from cm.last_message_at) * 1000000)::bigint::text`.as('key_micros'),
      sql<number>`(SELECT count(*)::int FROM message_photos mp WHERE mp.message_id = lm.id)`.as('photo_count'),
    ])
    .orderBy('cm.last_message_at', 'desc')
    .orderBy('cm.conversation_id', 'desc');
}

type SummaryRow = {
  id: string;
  unread_count: number;
  body: string;
  sender_id: string;
  last_created_at: Date;
  flagged_at: Date | null;
  other_id: string;
  other_full_name: string;
  other_username: string | null;
  other_avatar_url: string | null;
  photo_count: number;
};

function summary(row: SummaryRow, userId: string) {
  return {
    id: row.id,
    other: {
      id: row.other_id,
      name: publicName(row.other_username, row.other_full_name),
      avatarUrl: row.other_avatar_url,
    },
    lastMessage: {
      body: row.body.length > 200 ? `${row.body.slice(0, 199)}…` : row.body,
      mine: row.sender_id === userId,
      photoCount: row.photo_count,
      createdAt: row.last_created_at.toISOString(),
    },
    unreadCount: row.unread_count,
    paymentWarning: row.flagged_at !== null,
  };
}

/** Every unread message of the user: a sum over the partial index of conversations with some. */
export async function unreadMessageCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
