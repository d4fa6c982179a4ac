import { reportQueueMessages } from '@shared/trust/report-queue.schemas';
import type { Kysely } from 'kysely';
import type { ModerationGround } from '@shared/moderation/grounds';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import type { Restriction } from '../catalogue/moderate-product';
import { closeReportsAbout } from '../notices/close-reports';
import { sendNoticeMailsNow } from '../notices/notice-mails';
import { notify } from '../notifications/notify';
import { recordDecision } from '../statements/record-decision';
import { announce } from '@server/platform/realtime';

const userNotFound = () => notFound('Utilisateur introuvable', 'USER_NOT_FOUND');

/**
 * Suspends an account inside the caller's transaction: compare-and-set on suspended_at, so
 * suspending twice is refused rather than moving the date. Every session ends at once; the
 * listings leave the shop through the profile (product-rows `listed`); open orders go on.
 */
export async function suspendUserIn(
  trx: Kysely<Database>,
  admin: CurrentUser,
  userId: string,
  { reason, ground, at, details = {}, fromNotice = false }: Restriction,
): Promise<string> {
  if (userId === admin.id) throw badRequest('Vous ne pouvez pas vous suspendre vous-même', 'CANNOT_SUSPEND_SELF');
  const suspended = await trx
    .updateTable('profiles')
    .set({ suspended_at: at, suspension_reason: reason, updated_at: at })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .where('anonymized_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!suspended) {
    const exists = await trx.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) throw userNotFound();
    throw conflict('Cet utilisateur est déjà suspendu', 'ALREADY_SUSPENDED');
  }
  await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
  // Their listings leave the shop with the suspension.
  await announce(trx, { kind: 'catalogue' });
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'suspend_user',
    targetType: 'profile',
    targetId: userId,
    details: { reason, ...details },
  });
  // Read by e-mail: the account can no longer open the app, the link's key opens the statement.
  return recordDecision(trx, {
    userId,
    kind: 'account_suspended',
    ground,
    facts: reason,
    decidedBy: admin.id,
    at,
    fromNotice,
    title: 'Compte suspendu',
    message: `Votre compte Boucles est suspendu. Motif : ${reason}.`,
  });
}

export async function suspendUser(
  ctx: AppContext,
  admin: CurrentUser,
  userId: string,
  reason: string,
  ground: ModerationGround,
) {
  const at = ctx.clock.now();
  // From the user search: the open reports about the account close with it, as in the queue.
  const mails = await ctx.db.transaction().execute(async (trx) => {
    const decisionId = await suspendUserIn(trx, admin, userId, { reason, ground, at });
    return closeReportsAbout(trx, admin, { type: 'user', id: userId, decision: 'suspend' }, decisionId, at);
  });
  await sendNoticeMailsNow(ctx, mails);
}

/** Lifts a suspension in the caller's transaction: the person may sign in again and their listings come back. */
export async function restoreUserIn(trx: Kysely<Database>, admin: CurrentUser, userId: string, at: Date) {
  const restored = await trx
    .updateTable('profiles')
    .set({ suspended_at: null, suspension_reason: null, updated_at: at })
    .where('id', '=', userId)
    .where('suspended_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!restored) {
    const exists = await trx.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) throw userNotFound();
    throw conflict('Cet utilisateur n’est pas suspendu', 'NOT_SUSPENDED');
  }
  await announce(trx, { kind: 'catalogue' });
  await logAdminAction(trx, { adminId: admin.id, action: 'restore_user', targetType: 'profile', targetId: userId });
  await notify(trx, [
    {
      userId,
      type: 'moderation',
      title: 'Compte rétabli',
      message: `${reportQueueMessages.restored} : vous pouvez de nouveau vous connecter et vendre sur Boucles.`,
      link: '/profile',
    },
  ]);
}

export async function restoreUser(ctx: AppContext, admin: CurrentUser, userId: string) {
  await ctx.db.transaction().execute((trx) => restoreUserIn(trx, admin, userId, ctx.clock.now()));
}
