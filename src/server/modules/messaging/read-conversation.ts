import { sql } from 'kysely';
import type { ConversationView } from '@shared/messaging/message.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { CurrentUser } from '../auth/current-user';
import { logAdminAction } from '../admin-log/log-admin-action';
import { blockState } from '../moderation/block-state';
import { offerCards } from '../offers/offer-cards';
import { conversationNotFound, requireReader } from './conversation-access';
import { loadPeople, loadSubjects, toPerson, toSubject } from './conversation-rows';

export const MESSAGE_PAGE = 50;
/** Photos are private: each view signs their URLs for an hour. */
const PHOTO_URL_SECONDS = 3600;

async function messagesPage(db: Db, conversationId: string, before?: string) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'body', 'payment_warning', 'automatic', 'created_at', 'seq', 'offer_id'])
    .select(sql<boolean>`removed_body IS NOT NULL`.as('removed'))
    .where('conversation_id', '=', conversationId);
  if (before) {
    const cursor = await db
      .selectFrom('messages')
      .select(['created_at', 'seq'])
      .where('id', '=', before)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    if (!cursor) throw badRequest(messagingTexts.messageNotFound, 'MESSAGE_NOT_FOUND');
    query = query.where(sql<boolean>`(created_at, seq) < (${cursor.created_at}, ${cursor.seq})`);
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(MESSAGE_PAGE + 1)
    .execute();
  return { rows: rows.slice(0, MESSAGE_PAGE).reverse(), hasOlder: rows.length > MESSAGE_PAGE };
}

async function photoKeys(db: Db, messageIds: string[]): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('message_photos')
    .select(['message_id', 'storage_key'])
    .where('message_id', 'in', messageIds)
    .orderBy('position')
    .execute();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row.storage_key]);
  return byMessage;
}

/** The statements of reasons of my removed messages (DSA art. 17), by message: the author's alone. */
async function removalDecisions(db: Db, authorId: string, messageIds: string[]): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('moderation_decisions')
    .select(['id', 'message_id'])
    .where('kind', '=', 'message_removed')
    .where('user_id', '=', authorId)
    .where('message_id', 'in', messageIds)
    .orderBy('decided_at')
    .execute();
  return new Map(rows.flatMap((row) => (row.message_id ? [[row.message_id, row.id] as const] : [])));
}

function signedOrNull(ctx: Pick<AppContext, 'signer'>, key: string): string | null {
  try {
    return ctx.signer.signedUrl(key, PHOTO_URL_SECONDS);
  } catch {
    return null;
  }
}

/**
 * A conversation as one of its people (or an admin reviewing it) reads it: the listing or
 * order at the top, the newest page of messages with their photos and read receipts, and
 * whether it was ended by a block. Reading changes nothing; marking read is its own action.
 */
export async function readConversation(
  ctx: AppContext,
  user: CurrentUser,
  conversationId: string,
  before?: string,
): Promise<ConversationView> {
  const { conversation, viewer } = await requireReader(ctx.db, conversationId, user);
  const header = (await loadSubjects(ctx.db, [conversation.id])).get(conversation.id);
  if (!header) throw conversationNotFound();
  const members = await ctx.db
    .selectFrom('conversation_members')
    .select(['user_id', 'last_read_at', 'unread_count'])
    .where('conversation_id', '=', conversation.id)
    .execute();
  const people = await loadPeople(ctx.db, [conversation.buyer_id, conversation.seller_id]);
  const { rows, hasOlder } = await messagesPage(ctx.db, conversation.id, before);
  const photos = await photoKeys(
    ctx.db,
    rows.map((row) => row.id),
  );
  const offers = await offerCards(
    ctx.db,
    rows.flatMap((row) => (row.offer_id ? [row.offer_id] : [])),
    viewer,
    ctx.clock.now(),
  );
  const removals = await removalDecisions(
    ctx.db,
    user.id,
    rows.filter((row) => row.removed && row.sender_id === user.id).map((row) => row.id),
  );
  const otherId = viewer === 'buyer' ? conversation.seller_id : conversation.buyer_id;
  const otherReadAt = members.find((m) => m.user_id === otherId)?.last_read_at ?? null;
  const block = viewer === 'admin' ? { ended: false, blockedByMe: false } : await blockState(ctx.db, user.id, otherId);
  if (viewer === 'admin') {
    // Private messages read by the platform: the admin log says who read which, and when.
    await logAdminAction(ctx.db, {
      adminId: user.id,
      action: 'conversation_read',
      targetType: 'conversation',
      targetId: conversation.id,
    });
  }
  const person = (id: string) => toPerson(people.get(id) ?? { id, full_name: '', username: null, avatar_url: null });
  return {
    id: conversation.id,
    subject: toSubject(header),
    other: person(otherId),
    buyer: person(conversation.buyer_id),
    seller: person(conversation.seller_id),
    viewer,
    messages: rows.map((row) => {
      const mine = viewer !== 'admin' && row.sender_id === user.id;
      return {
        id: row.id,
        senderId: row.sender_id,
        mine,
        body: row.body,
        paymentWarning: row.payment_warning,
        automatic: row.automatic,
        photoUrls: (photos.get(row.id) ?? []).map((key) => signedOrNull(ctx, key)),
        createdAt: row.created_at.toISOString(),
        readByOther: mine && otherReadAt !== null && otherReadAt >= row.created_at,
        offer: (row.offer_id && offers.get(row.offer_id)) || null,
        removalDecisionId: (mine && removals.get(row.id)) || null,
      };
    }),
    hasOlder,
    ended: block.ended,
    blockedByMe: block.blockedByMe,
    flagged: conversation.flagged_at !== null,
    flagReviewed: conversation.flag_reviewed_at !== null,
    unreadCount: members.find((m) => m.user_id === user.id)?.unread_count ?? 0,
  };
}
