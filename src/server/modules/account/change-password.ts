import type { FastifyRequest } from 'fastify';
import { type ChangePasswordInput, passwordMessages } from '@shared/auth/password.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { recordSecurityEvent } from '../auth/security-log';
import type { CurrentUser } from '../auth/current-user';
import { authHeaders, throughAuth } from './auth-call';
import { confirmPassword } from './confirm-password';

/**
 * better-auth checks the current password and ends every session of the account, then opens
 * a new one for this device: the answer's cookies carry it. The new password's rules are the
 * auth hooks' (as at sign-up, common passwords refused).
 */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  input: ChangePasswordInput,
): Promise<Headers> {
  const wrong = badRequest(passwordMessages.wrongCurrentPassword, 'INVALID_PASSWORD');
  // Counted in the sign-in's throttle first; better-auth then checks it again as it changes it.
  await confirmPassword(ctx, request, user, input.currentPassword, wrong);
  const headers = authHeaders(request);
  const { headers: cookies } = await throughAuth(
    () =>
      ctx.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      }),
    { INVALID_PASSWORD: wrong },
  );
  await recordSecurityEvent(ctx.db, { userId: user.id, event: 'password_changed', headers });
  return cookies;
}
