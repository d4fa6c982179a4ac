import type { Kysely } from 'kysely';
import { moderationDecisionKindLabels } from '@shared/moderation/grounds';
import { statementMessages } from '@shared/moderation/statement.schemas';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { conflict, forbidden } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import { restoreUserIn } from '../admin-users/suspend-user';
import type { CurrentUser } from '../auth/current-user';
import { restoreProductIn } from '../catalogue/moderate-product';
import { notify } from '../notifications/notify';
import { restoreContentIn } from '../report-queue/remove-content';
import { decisionNotFound } from './read-statement';
import type { DecisionRow } from './statement-rows';
import { decisionRows } from './statement-rows';

/**
 * An admin reviews a complaint (DSA art. 20(4) and (5)): never the one who took the decision,
 * whatever the client sends. Compare-and-set on the pending status; a reversed decision puts
 * back what it restricted in the same transaction, and the person is told the outcome and why.
 */
export async function reviewComplaint(
  ctx: AppContext,
  admin: CurrentUser,
  id: string,
  review: { outcome: 'upheld' | 'reversed'; answer: string },
) {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await decisionRows(trx).where('d.id', '=', id).executeTakeFirst();
    if (!row?.complaint_status) throw decisionNotFound();
    if (row.decided_by === admin.id) throw forbidden(statementMessages.sameAdmin);
    const reviewed = await trx
      .updateTable('moderation_decisions')
      .set({
        complaint_status: review.outcome,
        complaint_answer: review.answer,
        reviewed_by: admin.id,
        reviewed_at: at,
      })
      .where('id', '=', id)
      .where('complaint_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!reviewed) throw conflict(statementMessages.notPending, 'COMPLAINT_NOT_PENDING');
    if (review.outcome === 'reversed') await restore(trx, admin, row, at);
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'review_complaint',
      targetType: 'moderation_decision',
      targetId: id,
      details: { outcome: review.outcome },
    });
    const what = moderationDecisionKindLabels[row.kind];
    await notify(trx, [
      {
        userId: row.user_id,
        type: 'moderation',
        title: review.outcome === 'reversed' ? 'Contestation acceptée' : 'Contestation rejetée',
        message:
          review.outcome === 'reversed'
            ? `Votre contestation a été examinée par un autre membre de l’équipe : la décision « ${what} » est annulée. ${review.answer}`
            : `Votre contestation a été examinée par un autre membre de l’équipe : la décision « ${what} » est maintenue. ${review.answer} Vous pouvez encore saisir un organisme de règlement extrajudiciaire des litiges ou la justice.`,
        link: `/decisions/${id}`,
        transactional: true,
      },
    ]);
  });
}

/** What a reversal puts back; what is already back (restored by hand since) stays as it is. */
async function restore(trx: Kysely<Database>, admin: CurrentUser, row: DecisionRow, at: Date) {
  if (row.kind === 'review_removed' || row.kind === 'message_removed') {
    await restoreContentIn(trx, row);
    return;
  }
  if (row.kind === 'listing_taken_down' && row.product_id) {
    const hidden = await trx
      .selectFrom('products')
      .select('id')
      .where('id', '=', row.product_id)
      .where('hidden_by_admin', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (hidden) await restoreProductIn(trx, admin, row.product_id, at);
    return;
  }
  if (row.kind === 'account_suspended') {
    const suspended = await trx
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', row.user_id)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    if (suspended) await restoreUserIn(trx, admin, row.user_id, at);
    return;
  }
  if ((row.kind === 'verification_refused' || row.kind === 'verification_revoked') && row.verification_id) {
    await restoreVerification(trx, admin, row.user_id, row.verification_id, at);
  }
}

/** A refusal or a withdrawal reversed: the request counts as approved and the badge comes back. */
async function restoreVerification(
  trx: Kysely<Database>,
  admin: CurrentUser,
  userId: string,
  verificationId: string,
  at: Date,
) {
  const inForce = await trx
    .selectFrom('seller_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['approved', 'pending'])
    .executeTakeFirst();
  if (inForce) {
    // A newer request waits or was approved since: it stands for the reversed one.
    await trx
      .updateTable('seller_verifications')
      .set({ status: 'approved', reason: null, decided_by: admin.id, decided_at: at })
      .where('id', '=', inForce.id)
      .where('status', '=', 'pending')
      .execute();
  } else {
    await trx
      .updateTable('seller_verifications')
      .set({ status: 'approved', reason: null, decided_by: admin.id, decided_at: at })
      .where('id', '=', verificationId)
      .where('status', 'in', ['refused', 'revoked'])
      .execute();
  }
  await trx.updateTable('profiles').set({ is_verified: true, updated_at: at }).where('id', '=', userId).execute();
}
