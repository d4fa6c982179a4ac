import type { FastifyRequest } from 'fastify';
import { addDays } from 'date-fns';
import { ACCOUNT_DELETION_DELAY_DAYS, type DeleteAccountInput } from '@shared/account/account-life';
import type { AppContext } from '@server/context';
import { recordSecurityEvent } from '../auth/security-log';
import type { CurrentUser } from '../auth/current-user';
import { authHeaders } from './auth-call';
import { confirmIdentity } from './confirm-password';

/**
 * Marks the account for deletion and ends every one of its sessions at once; the
 * anonymisation job erases it 14 days later. Sign-in is refused meanwhile (auth hooks).
 */
export async function requestAccountDeletion(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  proof: DeleteAccountInput,
) {
  const userId = user.id;
  const headers = authHeaders(request);
  await confirmIdentity(ctx, request, user, proof);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ marked_for_deletion_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('marked_for_deletion_at', 'is', null)
      .execute();
    await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
    // Signed out everywhere means no more pushes either, to any device.
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    await recordSecurityEvent(trx, { userId, event: 'account_deletion_requested', headers });
  });
  // Only for the cookie expiry it answers with: the session rows are already gone.
  const { headers: cookies } = await ctx.auth.api.signOut({ headers, returnHeaders: true });
  return { cookies, deletionDate: addDays(now, ACCOUNT_DELETION_DELAY_DAYS) };
}
