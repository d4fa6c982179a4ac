import type { Kysely } from 'kysely';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { announce } from '@server/platform/realtime';
import { requireMember } from './conversation-access';
import { conversationLink } from './message-notifications';

/**
 * The user has seen the conversation: their unread count drops to zero, the bell's entry for
 * it is read, and the other person's open tab shows "Lu". Only when something was unread, so
 * a tab answering the live event by reading again does not start an endless exchange.
 */
export async function markConversationRead(db: Db, userId: string, conversationId: string, now: Date): Promise<void> {
  const { conversation, otherId } = await requireMember(db, conversationId, userId);
  await db.transaction().execute(async (trx) => {
    await readBellEntries(trx, userId, conversation.id);
    const changed = await trx
      .updateTable('conversation_members')
      .set({ unread_count: 0, last_read_at: now })
      .where('conversation_id', '=', conversation.id)
      .where('user_id', '=', userId)
      .where('unread_count', '>', 0)
      .returning('user_id')
      .executeTakeFirst();
    if (changed) {
      await announce(trx, { kind: 'conversation', userIds: [userId, otherId], conversationId: conversation.id });
    }
  });
}

/** The bell's entries for a conversation are read once the conversation is (or once I answer in it). */
export async function readBellEntries(trx: Kysely<Database>, userId: string, conversationId: string) {
  await trx
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('type', '=', 'message')
    .where('link', '=', conversationLink(conversationId))
    .where('is_read', '=', false)
    .execute();
}
