import type { Kysely } from 'kysely';
import { type ModerationGround, defaultGroundOf } from '@shared/moderation/grounds';
import { type ReportDecision, reportQueueMessages } from '@shared/trust/report-queue.schemas';
import type { AppContext } from '@server/context';
import type { Database, ReportsTable } from '@server/db/schema';
import { badRequest, conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import { suspendUserIn } from '../admin-users/suspend-user';
import type { CurrentUser } from '../auth/current-user';
import { takeDownProductIn } from '../catalogue/moderate-product';
import { tellMembersWhoReported } from '../notices/close-reports';
import { sendNoticeMailsNow, tellNoticeSenders } from '../notices/notice-mails';
import { recordDecision } from '../statements/record-decision';
import { removeMessageIn, removeReviewIn } from './remove-content';
import { describeTargets, possibleDecisions, reportTargetId } from './report-targets';

export type ReportDecisionCommand =
  | { targetType: string; targetId: string; decision: 'dismiss' }
  | {
      targetType: string;
      targetId: string;
      decision: Exclude<ReportDecision, 'dismiss'>;
      reason: string;
      ground?: ModerationGround | undefined;
    };

const KIND = {
  take_down: 'listing_taken_down',
  remove_review: 'review_removed',
  remove_message: 'message_removed',
  warn: 'account_warned',
  suspend: 'account_suspended',
} as const;

const RESOLUTION = {
  dismiss: 'dismissed',
  take_down: 'taken_down',
  remove_review: 'removed',
  remove_message: 'removed',
  warn: 'warned',
  suspend: 'suspended',
} as const;

/**
 * Closes every open report about one target with the admin's decision, then applies it. The
 * reports move compare-and-set (`WHERE status = 'open'`): two admins deciding at once, one
 * finds nothing left and is refused, and nothing is applied twice. Reporters are told it was
 * handled, not what was decided about someone else.
 */
export async function decideReports(ctx: AppContext, admin: CurrentUser, command: ReportDecisionCommand) {
  const at = ctx.clock.now();
  const mails = await ctx.db.transaction().execute(async (trx) => {
    const target = (await describeTargets(trx, [{ type: command.targetType, id: command.targetId }]))(
      command.targetType,
      command.targetId,
    );
    if (!possibleDecisions(command.targetType, target).includes(command.decision)) {
      throw badRequest(
        command.decision === 'take_down'
          ? reportQueueMessages.notAProduct
          : command.decision === 'remove_review' || command.decision === 'remove_message'
            ? reportQueueMessages.notRemovable
            : reportQueueMessages.noResponsibleUser,
        'DECISION_NOT_APPLICABLE',
      );
    }
    const closed = await trx
      .updateTable('reports')
      .set({
        status: command.decision === 'dismiss' ? 'dismissed' : 'reviewed',
        resolution: RESOLUTION[command.decision],
        handled_by: admin.id,
        handled_at: at,
      })
      .where('status', '=', 'open')
      .where('report_type', '=', command.targetType as ReportsTable['report_type'])
      .where(reportTargetId(), '=', command.targetId)
      .returning(['id', 'reporter_id', 'is_notice', 'notifier_email', 'content_url', 'created_at'])
      .execute();
    if (closed.length === 0) throw conflict(reportQueueMessages.nothingOpen, 'NO_OPEN_REPORT');
    const details = { reportIds: closed.map((row) => row.id) };
    const fromNotice = closed.some((row) => row.is_notice);
    const decisionId = await apply(trx, admin, command, target.responsibleUser?.id ?? null, at, details, fromNotice);
    if (decisionId) {
      await trx
        .updateTable('reports')
        .set({ decision_id: decisionId })
        .where(
          'id',
          'in',
          closed.map((row) => row.id),
        )
        .execute();
    }
    const noticeMails = await tellNoticeSenders(trx, closed, command.decision);
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'handle_report',
      targetType: command.targetType,
      targetId: command.targetId,
      details: { decision: command.decision, ...details, ...('reason' in command ? { reason: command.reason } : {}) },
    });
    await tellMembersWhoReported(trx, closed);
    return noticeMails;
  });
  await sendNoticeMailsNow(ctx, mails);
}

async function apply(
  trx: Kysely<Database>,
  admin: CurrentUser,
  command: ReportDecisionCommand,
  responsibleId: string | null,
  at: Date,
  details: Record<string, unknown>,
  fromNotice: boolean,
): Promise<string | null> {
  if (command.decision === 'dismiss') return null;
  const restriction = {
    reason: command.reason,
    ground: command.ground ?? defaultGroundOf[KIND[command.decision]],
    at,
    details,
    fromNotice,
  };
  if (command.decision === 'take_down') return takeDownProductIn(trx, admin, command.targetId, restriction);
  if (command.decision === 'remove_review') return removeReviewIn(trx, admin, command.targetId, restriction);
  if (command.decision === 'remove_message') return removeMessageIn(trx, admin, command.targetId, restriction);
  if (!responsibleId) throw badRequest(reportQueueMessages.noResponsibleUser, 'DECISION_NOT_APPLICABLE');
  if (command.decision === 'suspend') return suspendUserIn(trx, admin, responsibleId, restriction);
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'warn_user',
    targetType: 'profile',
    targetId: responsibleId,
    details: { reason: command.reason, ...details },
  });
  return recordDecision(trx, {
    userId: responsibleId,
    kind: 'account_warned',
    ground: restriction.ground,
    facts: command.reason,
    decidedBy: admin.id,
    at,
    fromNotice,
    title: 'Avertissement de l’équipe Boucles',
    message: `Suite à des signalements : ${command.reason}. En cas de récidive, votre compte pourra être suspendu.`,
  });
}
