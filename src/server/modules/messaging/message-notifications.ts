import type { Kysely } from 'kysely';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { Database } from '@server/db/schema';
import { notify } from '../notifications/notify';
import { publicName } from '@shared/profile/public-name';

/** Decisions.md §6 asks for grouped message e-mails: one per conversation per quarter hour. */
export const MESSAGE_EMAIL_GROUP_MINUTES = 15;
const PREVIEW_LENGTH = 140;

export const conversationLink = (conversationId: string) => `/messages/${conversationId}`;

function preview(body: string, photoCount: number): string {
  const oneLine = body.replace(/\s+/g, ' ').trim();
  if (oneLine === '') return photoCount > 1 ? `${photoCount} photos` : messagingTexts.photoSent;
  return oneLine.length > PREVIEW_LENGTH ? `${oneLine.slice(0, PREVIEW_LENGTH - 1)}…` : oneLine;
}

/**
 * Tells the recipient (in the app; e-mail and push per their 'messages' preference). The bell
 * keeps one entry per conversation: the unread one it replaces said less than this one.
 */
export async function notifyRecipient(
  trx: Kysely<Database>,
  m: {
    conversation: { id: string };
    senderId: string;
    recipientId: string;
    body: string;
    photoCount: number;
    /** Instead of 'Nouveau message de …' (an offer's move). */
    title?: ((senderName: string) => string) | undefined;
  },
): Promise<void> {
  const sender = await trx
    .selectFrom('profiles')
    .select(['full_name', 'username'])
    .where('id', '=', m.senderId)
    .executeTakeFirstOrThrow();
  const link = conversationLink(m.conversation.id);
  await trx
    .deleteFrom('notifications')
    .where('user_id', '=', m.recipientId)
    .where('type', '=', 'message')
    .where('link', '=', link)
    .where('is_read', '=', false)
    .execute();
  await notify(trx, [
    {
      userId: m.recipientId,
      type: 'message',
      title: (m.title ?? messagingTexts.newMessageTitle)(publicName(sender.username, sender.full_name)),
      message: preview(m.body, m.photoCount),
      link,
      emailGroupMinutes: MESSAGE_EMAIL_GROUP_MINUTES,
    },
  ]);
}
