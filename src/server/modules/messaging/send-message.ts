import type { Kysely } from 'kysely';
import { hasPaymentWarning } from '@shared/messaging/payment-warning';
import { messagePhotoRules, sendMessageSchema } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { badRequest, forbidden } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import { announce } from '@server/platform/realtime';
import type { CurrentUser } from '../auth/current-user';
import { preparePrivateFile, storePrivateFile } from '../media/private-file';
import { blockState } from '../moderation/block-state';
import { type Conversation, requireMember } from './conversation-access';
import { addHolidayNote } from './holiday-note';
import { checkMessageRate } from './message-rate-limit';
import { readBellEntries } from './mark-read';
import { notifyRecipient } from './message-notifications';
import type { MessageRequestBody } from './read-message-request';

function parseBody(request: MessageRequestBody): string {
  const parsed = sendMessageSchema.safeParse(request.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messagingTexts.sendFailed);
  if (parsed.data.body === '' && request.photos.length === 0)
    throw badRequest(messagingTexts.bodyRequired, 'EMPTY_MESSAGE');
  return parsed.data.body;
}

/**
 * Writes a message in one of the user's conversations: refused when either person blocked
 * the other or the sender goes too fast; photos re-encoded without their metadata and kept
 * private; the recipient's unread count, notification and live event in the same transaction.
 */
export async function sendMessage(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  conversationId: string,
  request: MessageRequestBody,
): Promise<string> {
  const { conversation, otherId } = await requireMember(ctx.db, conversationId, user.id);
  const body = parseBody(request);
  if ((await blockState(ctx.db, user.id, otherId)).ended) throw forbidden(messagingTexts.ended);
  const now = ctx.clock.now();
  // Refused before any photo is decoded or stored.
  await checkMessageRate(ctx.db, user.id, now);
  const prepared = [];
  for (const photo of request.photos) prepared.push(await preparePrivateFile(photo, messagePhotoRules));
  const keys: string[] = [];
  try {
    for (const file of prepared) keys.push(await storePrivateFile(ctx, 'message-photos', conversation.id, file));
    return await ctx.db.transaction().execute(async (trx) => {
      await checkMessageRate(trx, user.id, now, true);
      // Checked again under the transaction: a block made meanwhile wins.
      if ((await blockState(trx, user.id, otherId)).ended) throw forbidden(messagingTexts.ended);
      return writeMessage(trx, { conversation, senderId: user.id, recipientId: otherId, body, keys, now });
    });
  } catch (error) {
    for (const key of keys) {
      await ctx.storage.delete(key).catch((cause: unknown) => log.warn({ err: cause, key }, 'orphan message photo'));
    }
    throw error;
  }
}

export type NewMessage = {
  conversation: Pick<Conversation, 'id' | 'seller_id'>;
  senderId: string;
  recipientId: string;
  body: string;
  keys: string[];
  now: Date;
  /** The offer it carries, shown as its card (decision 058). */
  offerId?: string;
  /** The notification's title instead of 'Nouveau message de …' (an offer's move). */
  title?: (senderName: string) => string;
};

/** The message row, its photos, both members' counters, the notification and the live event. */
export async function writeMessage(trx: Kysely<Database>, m: NewMessage): Promise<string> {
  const warning = hasPaymentWarning(m.body);
  const message = await trx
    .insertInto('messages')
    .values({
      conversation_id: m.conversation.id,
      sender_id: m.senderId,
      body: m.body,
      payment_warning: warning,
      created_at: m.now,
      offer_id: m.offerId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (m.keys.length > 0) {
    await trx
      .insertInto('message_photos')
      .values(m.keys.map((key, position) => ({ message_id: message.id, storage_key: key, position })))
      .execute();
  }
  await trx
    .updateTable('conversations')
    .set((eb) => ({
      last_message_id: message.id,
      last_message_at: m.now,
      // The first warning puts it in the admin's queue; a new one after a review puts it back.
      ...(warning ? { flagged_at: eb.fn.coalesce('flagged_at', eb.val(m.now)), flag_reviewed_at: null } : {}),
    }))
    .where('id', '=', m.conversation.id)
    .execute();
  // The sender has seen everything up to their own message, bell included.
  await readBellEntries(trx, m.senderId, m.conversation.id);
  await trx
    .updateTable('conversation_members')
    .set({ last_message_at: m.now, unread_count: 0, last_read_at: m.now })
    .where('conversation_id', '=', m.conversation.id)
    .where('user_id', '=', m.senderId)
    .execute();
  await trx
    .updateTable('conversation_members')
    .set((eb) => ({ last_message_at: m.now, unread_count: eb('unread_count', '+', 1) }))
    .where('conversation_id', '=', m.conversation.id)
    .where('user_id', '=', m.recipientId)
    .execute();
  await notifyRecipient(trx, { ...m, photoCount: m.keys.length });
  await addHolidayNote(trx, m.conversation, m.recipientId, m.now);
  await announce(trx, {
    kind: 'conversation',
    userIds: [m.senderId, m.recipientId],
    conversationId: m.conversation.id,
  });
  return message.id;
}
