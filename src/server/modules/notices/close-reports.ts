import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { announce } from '@server/platform/realtime';
import type { CurrentUser } from '../auth/current-user';
import { notify } from '../notifications/notify';
import { tellNoticeSenders } from './notice-mails';

type ClosedReport = { reporter_id: string | null; is_notice: boolean };

/**
 * Each member who reported (a notice's sender is told by e-mail instead) learns it was handled,
 * once however many of their reports closed; the admins' queues refresh.
 */
export async function tellMembersWhoReported(trx: Kysely<Database>, closed: readonly ClosedReport[]): Promise<void> {
  const reporters = new Set(closed.flatMap((row) => (row.reporter_id && !row.is_notice ? [row.reporter_id] : [])));
  await notify(
    trx,
    [...reporters].map((reporterId) => ({
      userId: reporterId,
      type: 'moderation' as const,
      title: 'Signalement traité',
      message: 'Merci : notre équipe a examiné votre signalement et pris les mesures nécessaires.',
    })),
  );
  await announce(trx, { kind: 'trust', topic: 'reports' });
}

type Restricted =
  { type: 'product'; id: string; decision: 'take_down' } | { type: 'user'; id: string; decision: 'suspend' };

/**
 * A restriction decided outside the reports queue (the product page's takedown, the user search's
 * suspension) still answers the open reports about its target, as decideReports does: they close
 * with it and point at its statement of reasons, each notice's sender is told the decision by
 * e-mail (DSA art. 16(5)), each member who reported is told it was handled. In the caller's
 * transaction; returns the e-mails to send after commit.
 */
export async function closeReportsAbout(
  trx: Kysely<Database>,
  admin: CurrentUser,
  target: Restricted,
  decisionId: string,
  at: Date,
): Promise<number[]> {
  const closed = await trx
    .updateTable('reports')
    .set({
      status: 'reviewed',
      resolution: target.decision === 'take_down' ? 'taken_down' : 'suspended',
      handled_by: admin.id,
      handled_at: at,
      decision_id: decisionId,
    })
    .where('status', '=', 'open')
    .where('report_type', '=', target.type)
    .where(target.type === 'product' ? 'reported_product_id' : 'reported_user_id', '=', target.id)
    .returning(['reporter_id', 'is_notice', 'notifier_email', 'content_url'])
    .execute();
  if (closed.length === 0) return [];
  await tellMembersWhoReported(trx, closed);
  return tellNoticeSenders(trx, closed, target.decision);
}
