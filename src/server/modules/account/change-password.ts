import type { FastifyRequest } from 'fastify';
import { type ChangePasswordInput, passwordMessages } from '@shared/auth/password.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { recordSecurityEvent } from '../auth/security-log';
import { authHeaders, throughAuth } from './auth-call';

/**
 * better-auth checks the current password and ends every session of the account, then opens
 * a new one for this device: the answer's cookies carry it. The new password's rules are the
 * auth hooks' (as at sign-up, common passwords refused).
 */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  input: ChangePasswordInput,
): Promise<Headers> {
  const headers = authHeaders(request);
  const { headers: cookies } = await throughAuth(
    () =>
      ctx.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      }),
    { INVALID_PASSWORD: badRequest(passwordMessages.wrongCurrentPassword, 'INVALID_PASSWORD') },
  );
  await recordSecurityEvent(ctx.db, { userId, event: 'password_changed', headers });
  return cookies;
}
