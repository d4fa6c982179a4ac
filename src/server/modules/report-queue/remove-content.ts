import { type Kysely, sql } from 'kysely';
import { messagingTexts } from '@shared/messaging/message-texts';
import { reportQueueMessages } from '@shared/trust/report-queue.schemas';
import type { Database } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import type { Restriction } from '../catalogue/moderate-product';
import { recordDecision } from '../statements/record-decision';

/**
 * Removes a review (decision 064): it leaves the seller's page and rating (the 0036 trigger
 * counts only reviews not removed) and its author gets the statement of reasons.
 */
export async function removeReviewIn(
  trx: Kysely<Database>,
  admin: CurrentUser,
  reviewId: string,
  { reason, ground, at, details = {}, fromNotice = false }: Restriction,
): Promise<string> {
  const review = await trx
    .updateTable('reviews')
    .set({ removed_at: at })
    .where('id', '=', reviewId)
    .where('removed_at', 'is', null)
    .returning('reviewer_id')
    .executeTakeFirst();
  if (!review) throw conflict(reportQueueMessages.notRemovable, 'ALREADY_REMOVED');
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'remove_review',
    targetType: 'review',
    targetId: reviewId,
    details: { reason, ...details },
  });
  return recordDecision(trx, {
    userId: review.reviewer_id,
    kind: 'review_removed',
    ground,
    facts: reason,
    decidedBy: admin.id,
    at,
    reviewId,
    fromNotice,
    title: 'Votre avis a été retiré',
    message: 'Votre avis n’est plus visible et ne compte plus dans la note du vendeur.',
  });
}

/**
 * Removes a message (decision 064): both people read a short notice in its place; its words
 * and the row stay, so a reversed decision puts them back.
 */
export async function removeMessageIn(
  trx: Kysely<Database>,
  admin: CurrentUser,
  messageId: string,
  { reason, ground, at, details = {}, fromNotice = false }: Restriction,
): Promise<string> {
  const original = await trx
    .selectFrom('messages')
    .select(['sender_id', 'body'])
    .where('id', '=', messageId)
    .where('removed_body', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!original) throw conflict(reportQueueMessages.notRemovable, 'ALREADY_REMOVED');
  await trx
    .updateTable('messages')
    .set({ removed_body: original.body, body: messagingTexts.removed })
    .where('id', '=', messageId)
    .execute();
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'remove_message',
    targetType: 'message',
    targetId: messageId,
    details: { reason, ...details },
  });
  return recordDecision(trx, {
    userId: original.sender_id,
    kind: 'message_removed',
    ground,
    facts: reason,
    decidedBy: admin.id,
    at,
    messageId,
    fromNotice,
    title: 'Votre message a été retiré',
    message: 'Votre message a été remplacé, pour vous et votre interlocuteur, par une mention de son retrait.',
  });
}

/** A reversed removal: the review counts again, the message reads as it was written. */
export async function restoreContentIn(
  trx: Kysely<Database>,
  decision: { review_id: string | null; message_id: string | null },
) {
  if (decision.review_id) {
    await trx
      .updateTable('reviews')
      .set({ removed_at: null })
      .where('id', '=', decision.review_id)
      .where('removed_at', 'is not', null)
      .execute();
  }
  if (decision.message_id) {
    await trx
      .updateTable('messages')
      .set({ body: sql<string>`removed_body`, removed_body: null })
      .where('id', '=', decision.message_id)
      .where('removed_body', 'is not', null)
      .execute();
  }
}
