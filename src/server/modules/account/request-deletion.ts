import type { FastifyRequest } from 'fastify';
import { addDays } from 'date-fns';
import { ACCOUNT_DELETION_DELAY_DAYS, type DeleteAccountInput, accountMessages } from '@shared/account/account-life';
import { twoFactorMessages } from '@shared/account/two-factor.schemas';
import type { AppContext } from '@server/context';
import { recordSecurityEvent } from '../auth/security-log';
import { badRequest } from '@server/platform/errors';
import { authHeaders, throughAuth } from './auth-call';

/** The password again, and the current code when a second factor protects the account. */
async function confirmIdentity(ctx: AppContext, headers: Headers, userId: string, proof: DeleteAccountInput) {
  const wrongPassword = badRequest(twoFactorMessages.wrongPassword, 'INVALID_PASSWORD');
  await throughAuth(() => ctx.auth.api.verifyPassword({ body: { password: proof.password }, headers }), {
    INVALID_PASSWORD: wrongPassword,
  });
  const factor = await ctx.db
    .selectFrom('mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('verified', '=', true)
    .executeTakeFirst();
  if (!factor) return;
  if (!proof.code) throw badRequest(accountMessages.codeRequired, 'CODE_REQUIRED');
  const code = proof.code;
  await throughAuth(() => ctx.auth.api.verifyTOTP({ body: { code }, headers }), {
    INVALID_CODE: badRequest(twoFactorMessages.wrongCode, 'INVALID_CODE'),
  });
}

/**
 * Marks the account for deletion and ends every one of its sessions at once; the
 * anonymisation job erases it 14 days later. Sign-in is refused meanwhile (auth hooks).
 */
export async function requestAccountDeletion(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  proof: DeleteAccountInput,
) {
  const headers = authHeaders(request);
  await confirmIdentity(ctx, headers, userId, proof);
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
