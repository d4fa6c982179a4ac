import { sql } from 'kysely';
import type { ConversationList } from '@shared/messaging/message.schemas';
import type { Db } from '@server/db/connection';
import { loadSubjects, toSubject } from './conversation-rows';
import { publicName } from '@shared/profile/public-name';

export const CONVERSATION_PAGE = 30;

/**
 * The user's conversations, newest message first: one index range of conversation_members
 * (user, last_message_at), each row joined by primary key to its conversation, last message,
 * listing and other person — the cost follows the page, not the number of messages.
 */
export async function listConversations(db: Db, userId: string, before?: string): Promise<ConversationList> {
  let query = db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('messages as lm', 'lm.id', 'c.last_message_id')
    .innerJoin('profiles as other', (join) =>
      join.on(sql<boolean>`other.id = CASE WHEN cm.role = 'buyer' THEN c.seller_id ELSE c.buyer_id END`),
    )
    .select([
      'c.id',
      'cm.unread_count',
      'cm.last_message_at',
      'lm.body',
      'lm.sender_id',
      'lm.created_at as last_created_at',
      'c.flagged_at',
      'other.id as other_id',
      'other.full_name as other_full_name',
      'other.username as other_username',
      'other.avatar_url as other_avatar_url',
      sql<number>`(SELECT count(*)::int FROM message_photos mp WHERE mp.message_id = lm.id)`.as('photo_count'),
    ])
    .where('cm.user_id', '=', userId)
    .where('cm.last_message_at', 'is not', null);
  if (before) query = query.where('cm.last_message_at', '<', new Date(before));
  const rows = await query
    .orderBy('cm.last_message_at', 'desc')
    .limit(CONVERSATION_PAGE + 1)
    .execute();
  const page = rows.slice(0, CONVERSATION_PAGE);
  const subjects = await loadSubjects(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.flatMap((row) => {
      const subject = subjects.get(row.id);
      return subject ? [{ ...summary(row, userId), subject: toSubject(subject) }] : [];
    }),
    nextBefore: rows.length > CONVERSATION_PAGE ? (page.at(-1)?.last_message_at?.toISOString() ?? null) : null,
  };
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
