import type { FastifyRequest } from 'fastify';
import { type ChangeEmailInput, emailMessages } from '@shared/auth/email.schemas';
import { passwordMessages } from '@shared/auth/password.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { emailChangeNoticeMail } from '../auth/auth-mails';
import { queueAccountEmail } from '../notifications/account-email';
import type { CurrentUser } from '../auth/current-user';
import { authHeaders, throughAuth } from './auth-call';
import { confirmPassword } from './confirm-password';

/**
 * Asks better-auth to send a confirmation link to the new address; the address changes only
 * when it is followed. An address another account holds gets the same answer and no mail
 * (better-auth's own rule), so this form cannot tell which addresses have an account. The old
 * address is told either way, after the answer, so the answer takes the same time.
 */
export async function requestEmailChange(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  input: ChangeEmailInput,
): Promise<void> {
  const headers = authHeaders(request);
  await confirmPassword(
    ctx,
    request,
    user,
    input.password,
    badRequest(passwordMessages.wrongCurrentPassword, 'INVALID_PASSWORD'),
  );
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw badRequest(emailMessages.sameEmail, 'SAME_EMAIL');
  await throughAuth(() => ctx.auth.api.changeEmail({ body: { newEmail }, headers }));
  const auth = await ctx.auth.$context;
  await auth.runInBackgroundOrAwait(
    queueAccountEmail(ctx.db, ctx.mailer, user.id, emailChangeNoticeMail(user.email, newEmail, ctx.config.publicUrl)),
  );
}
