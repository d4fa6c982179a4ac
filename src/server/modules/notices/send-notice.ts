import { type NoticeData, noticeCategoryLabels, noticeMessages } from '@shared/moderation/notice.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';
import { announce } from '@server/platform/realtime';
import type { CurrentUser } from '../auth/current-user';
import { queueNoticeMail, sendNoticeMailsNow } from './notice-mails';

const targetNotFound = () => notFound(noticeMessages.targetNotFound, 'NOTICE_TARGET_NOT_FOUND');

/**
 * The report's target columns: a message names its conversation too (reports_target_check). A
 * message is private: only one of its conversation's two people can see it, so only they may
 * report it; anyone else reads 'not found', as for a message that does not exist.
 */
async function targetColumns(db: Db, notice: NoticeData, sender: CurrentUser | null) {
  const none = {
    reported_product_id: null,
    reported_user_id: null,
    reported_message_id: null,
    reported_conversation_id: null,
    reported_review_id: null,
  };
  const { targetType, targetId } = notice;
  if (targetType === 'product') {
    const found = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', targetId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!found) throw targetNotFound();
    return { ...none, reported_product_id: targetId };
  }
  if (targetType === 'user') {
    const found = await db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', targetId)
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    if (!found) throw targetNotFound();
    return { ...none, reported_user_id: targetId };
  }
  if (targetType === 'message') {
    if (!sender) throw targetNotFound();
    const found = await db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select('m.conversation_id')
      .where('m.id', '=', targetId)
      .where((eb) => eb.or([eb('c.buyer_id', '=', sender.id), eb('c.seller_id', '=', sender.id)]))
      .executeTakeFirst();
    if (!found) throw targetNotFound();
    return { ...none, reported_message_id: targetId, reported_conversation_id: found.conversation_id };
  }
  const found = await db.selectFrom('reviews').select('id').where('id', '=', targetId).executeTakeFirst();
  if (!found) throw targetNotFound();
  return { ...none, reported_review_id: targetId };
}

/**
 * A notice (DSA art. 16) from anyone, visitor or member: it joins the reports queue the admins
 * work through, and its sender gets an acknowledgement by e-mail (art. 16(4)) at the address
 * given, sent once the notice is stored.
 */
export async function sendNotice(ctx: AppContext, sender: CurrentUser | null, notice: NoticeData) {
  const columns = await targetColumns(ctx.db, notice, sender);
  const { id, mailIds } = await ctx.db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('reports')
      .values({
        ...columns,
        reporter_id: sender?.id ?? null,
        report_type: notice.targetType,
        reason: notice.category,
        description: notice.explanation,
        is_notice: true,
        notifier_name: notice.name,
        notifier_email: notice.email,
        content_url: notice.url,
        good_faith: notice.goodFaith,
        created_at: ctx.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = notice.email
      ? [
          await queueNoticeMail(
            trx,
            notice.email,
            'Nous avons bien reçu votre signalement',
            [
              `Bonjour${notice.name ? ` ${notice.name}` : ''},`,
              `Nous avons bien reçu votre signalement concernant ${notice.url} (${noticeCategoryLabels[notice.category]}).`,
              `Votre explication : ${notice.explanation}`,
              'Un membre de notre équipe va l’examiner avec soin, sans traitement automatisé, et vous informera de sa décision par e-mail.',
              `Référence : ${report.id}`,
              'L’équipe Boucles',
            ].join('\n\n'),
          ),
        ]
      : [];
    await announce(trx, { kind: 'trust', topic: 'reports' });
    return { id: report.id, mailIds: ids };
  });
  await sendNoticeMailsNow(ctx, mailIds);
  return { id };
}
