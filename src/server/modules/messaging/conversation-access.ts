import type { Kysely, Selectable } from 'kysely';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { ConversationRole, ConversationsTable } from '@server/db/messaging-schema';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

export type Conversation = Selectable<ConversationsTable>;
export type Viewer = ConversationRole | 'admin';

/** The same answer for a missing conversation and someone else's, so ids cannot be probed. */
export const conversationNotFound = () => notFound(messagingTexts.notFound, 'CONVERSATION_NOT_FOUND');

async function loadConversation(db: Kysely<Database>, id: string): Promise<Conversation> {
  const conversation = await db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!conversation) throw conversationNotFound();
  return conversation;
}

const roleOf = (conversation: Conversation, userId: string): ConversationRole | null =>
  conversation.buyer_id === userId ? 'buyer' : conversation.seller_id === userId ? 'seller' : null;

/** One of its two people: the only ones who write in it, mark it read or report it. */
export async function requireMember(db: Kysely<Database>, id: string, userId: string) {
  const conversation = await loadConversation(db, id);
  const role = roleOf(conversation, userId);
  if (!role) throw conversationNotFound();
  const otherId = role === 'buyer' ? conversation.seller_id : conversation.buyer_id;
  return { conversation, role, otherId };
}

/**
 * Whether an admin has a reason to read it: a payment warning not yet reviewed, or an open
 * report (a message's report names its conversation too). That is its place in the admin's queue
 * (`review_queue_key`, migration 0049), so reading rights and the queue cannot disagree. Once
 * reviewed or decided, the reason is gone, and so is the reading, messages written since included.
 */
export const isUnderReview = (conversation: Conversation): boolean => conversation.review_queue_key !== null;

/**
 * Its two people read it; an admin reads it only while a flag or a report on it is open
 * (issue 15: "and admins reviewing a report or a flag"; issue 29), never just because they are admin.
 */
export async function requireReader(
  db: Kysely<Database>,
  id: string,
  user: CurrentUser,
): Promise<{ conversation: Conversation; viewer: Viewer }> {
  const conversation = await loadConversation(db, id);
  const role = roleOf(conversation, user.id);
  if (role) return { conversation, viewer: role };
  if (user.roles.includes('admin') && isUnderReview(conversation)) return { conversation, viewer: 'admin' };
  throw conversationNotFound();
}
