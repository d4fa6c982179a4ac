import type { z } from 'zod';
import type { conversationReportSchema } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
import { requireMember } from './conversation-access';

type ReportData = z.output<typeof conversationReportSchema>;

/**
 * One of its two people reports the conversation, or one message the other person wrote.
 * It lands in the same reports queue as listings and users (report_type 'conversation' or
 * 'message'), with the reported person, so the trust desk can act on them; filing it opens
 * the conversation to the admins (`requireReader`).
 */
export async function reportConversation(db: Db, userId: string, conversationId: string, input: ReportData) {
  const { conversation, otherId } = await requireMember(db, conversationId, userId);
  if (input.messageId) {
    const message = await db
      .selectFrom('messages')
      .select('sender_id')
      .where('id', '=', input.messageId)
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirst();
    if (!message) throw badRequest(messagingTexts.messageNotFound, 'MESSAGE_NOT_FOUND');
    if (message.sender_id === userId) throw badRequest('Vous ne pouvez pas signaler votre propre message');
  }
  await db
    .insertInto('reports')
    .values({
      reporter_id: userId,
      report_type: input.messageId ? 'message' : 'conversation',
      reported_user_id: otherId,
      reported_conversation_id: conversation.id,
      reported_message_id: input.messageId ?? null,
      reason: input.reason,
      description: input.description,
    })
    .execute();
}
