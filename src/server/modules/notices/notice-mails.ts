import type { Kysely } from 'kysely';
import type { ReportDecision } from '@shared/trust/report-queue.schemas';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { sendAccountEmail } from '../notifications/account-email';
import { attemptDelivery, claimDeliveries } from '../notifications/deliveries';

/**
 * A notice's e-mail to the address its sender gave (DSA art. 16(4) and (5)), written in the
 * action's transaction to the durable delivery queue: the sender may have no account, so it
 * goes as an account e-mail with no user. Returns the delivery's id, to send it after commit.
 */
export async function queueNoticeMail(trx: Kysely<Database>, to: string, subject: string, text: string) {
  const { id } = await trx
    .insertInto('notification_deliveries')
    .values({
      user_id: null,
      channel: 'account_email',
      category: 'account',
      recipient: to,
      title: subject,
      message: text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** After commit: tried at once, so the sender reads it now; the delivery worker retries a failure. */
export async function sendNoticeMailsNow(ctx: AppContext, ids: number[]) {
  for (const id of ids) {
    const [claimed] = await claimDeliveries(ctx.db, { batch: 1, id });
    if (claimed) await attemptDelivery(ctx.db, claimed, () => sendAccountEmail(ctx, claimed));
  }
}

const OUTCOME: Record<ReportDecision, string> = {
  dismiss:
    'Après examen, nous n’avons pas constaté de contenu illicite ni de manquement à nos conditions : le contenu reste en ligne.',
  take_down: 'Après examen, l’annonce signalée a été retirée de Boucles.',
  remove_review: 'Après examen, l’avis signalé a été retiré de Boucles.',
  remove_message: 'Après examen, le message signalé a été retiré.',
  warn: 'Après examen, la personne responsable du contenu a reçu un avertissement.',
  suspend: 'Après examen, le compte responsable du contenu a été suspendu.',
};

/** Each notice's sender is told the decision taken on it (art. 16(5)), with the means of redress. */
export async function tellNoticeSenders(
  trx: Kysely<Database>,
  closed: { is_notice: boolean; notifier_email: string | null; content_url: string | null }[],
  decision: ReportDecision,
): Promise<number[]> {
  const ids: number[] = [];
  for (const notice of closed) {
    if (!notice.is_notice || !notice.notifier_email) continue;
    ids.push(
      await queueNoticeMail(
        trx,
        notice.notifier_email,
        'Décision sur votre signalement',
        [
          'Bonjour,',
          `Votre signalement concernant ${notice.content_url ?? 'un contenu de Boucles'} a été examiné par notre équipe, sans traitement automatisé.`,
          OUTCOME[decision],
          'Si vous n’êtes pas d’accord avec cette décision, vous pouvez saisir la justice ou un organisme de règlement extrajudiciaire des litiges.',
          'L’équipe Boucles',
        ].join('\n\n'),
      ),
    );
  }
  return ids;
}
