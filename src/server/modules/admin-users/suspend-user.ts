import { reportQueueMessages } from '@shared/trust/report-queue.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { badRequest, conflict, notFound } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { notify } from '../notifications/notify';

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
  reason: string,
  at: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
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
  await logAdminAction(trx, {
    adminId: admin.id,
    action: 'suspend_user',
    targetType: 'profile',
    targetId: userId,
    details: { reason, ...details },
  });
  // Read by e-mail: the account can no longer open the app.
  await notify(trx, [
    {
      userId,
      type: 'moderation',
      title: 'Compte suspendu',
      message: `Votre compte Boucles est suspendu. Motif : ${reason}. Écrivez au support pour contester cette décision.`,
    },
  ]);
}

export async function suspendUser(ctx: AppContext, admin: CurrentUser, userId: string, reason: string) {
  await ctx.db.transaction().execute((trx) => suspendUserIn(trx, admin, userId, reason, ctx.clock.now()));
}

/** Lifts a suspension: the person may sign in again and their listings come back. */
export async function restoreUser(ctx: AppContext, admin: CurrentUser, userId: string) {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
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
  });
}
