import type { Kysely } from 'kysely';
import type { ModerationGround } from '@shared/moderation/grounds';
import { verificationMessages } from '@shared/trust/verification.schemas';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { conflict, notFound } from '@server/platform/errors';
import { announce } from '@server/platform/realtime';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { notify } from '../notifications/notify';
import { recordDecision } from '../statements/record-decision';

type Decision = { status: 'approved' } | { status: 'refused'; reason: string; ground: ModerationGround };

/** Where the seller reads about it: their profile shows the state and the reason. */
const PROFILE_LINK = '/profile';

async function requireRequest(trx: Kysely<Database>, id: string) {
  const row = await trx
    .selectFrom('seller_verifications')
    .select(['id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(verificationMessages.notFound, 'VERIFICATION_NOT_FOUND');
  return row;
}

/**
 * The admin approves or refuses a pending request: compare-and-set on its status, so two
 * admins deciding at once cannot both win. The badge (profiles.is_verified) follows in the
 * same transaction, the decision is logged and the seller told.
 */
export async function decideVerification(ctx: AppContext, admin: CurrentUser, id: string, decision: Decision) {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await requireRequest(trx, id);
    const decided = await trx
      .updateTable('seller_verifications')
      .set({
        status: decision.status,
        reason: decision.status === 'refused' ? decision.reason : null,
        decided_by: admin.id,
        decided_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('user_id')
      .executeTakeFirst();
    if (!decided) throw conflict(verificationMessages.notPending, 'INVALID_STATUS');
    const approved = decision.status === 'approved';
    if (approved) {
      await trx
        .updateTable('profiles')
        .set({ is_verified: true, updated_at: at })
        .where('id', '=', decided.user_id)
        .execute();
    }
    await logAdminAction(trx, {
      adminId: admin.id,
      action: approved ? 'approve_verification' : 'refuse_verification',
      targetType: 'profile',
      targetId: decided.user_id,
      details: { verificationId: id, ...(approved ? {} : { reason: decision.reason }) },
    });
    if (decision.status === 'approved') {
      await notify(trx, [
        {
          userId: decided.user_id,
          type: 'verification',
          title: 'Compte vérifié',
          message: 'Votre compte vendeur est vérifié : le badge apparaît désormais sur vos annonces.',
          link: PROFILE_LINK,
        },
      ]);
    } else {
      await recordDecision(trx, {
        userId: decided.user_id,
        kind: 'verification_refused',
        ground: decision.ground,
        facts: decision.reason,
        decidedBy: admin.id,
        at,
        verificationId: id,
        title: 'Vérification refusée',
        message: `Motif : ${decision.reason}. Vous pouvez envoyer une nouvelle demande.`,
      });
    }
    await announce(trx, { kind: 'trust', topic: 'verifications' });
  });
}

/** The admin withdraws a verification in force, with the reason the seller reads. */
export async function revokeVerification(
  ctx: AppContext,
  admin: CurrentUser,
  userId: string,
  reason: string,
  ground: ModerationGround,
) {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('seller_verifications')
      .set({ status: 'revoked', reason, decided_by: admin.id, decided_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .returning('id')
      .executeTakeFirst();
    if (!revoked) throw conflict(verificationMessages.notVerified, 'NOT_VERIFIED');
    await trx.updateTable('profiles').set({ is_verified: false, updated_at: at }).where('id', '=', userId).execute();
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'revoke_verification',
      targetType: 'profile',
      targetId: userId,
      details: { verificationId: revoked.id, reason },
    });
    await recordDecision(trx, {
      userId,
      kind: 'verification_revoked',
      ground,
      facts: reason,
      decidedBy: admin.id,
      at,
      verificationId: revoked.id,
      title: 'Vérification retirée',
      message: `Motif : ${reason}. Vous pouvez envoyer une nouvelle demande.`,
    });
  });
}
