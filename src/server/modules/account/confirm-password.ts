import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@shared/account/account-life';
import { twoFactorMessages } from '@shared/account/two-factor.schemas';
import { tooManyAttemptsFor } from '@shared/auth/auth.schemas';
import type { AppContext } from '@server/context';
import { type AppError, badRequest, tooManyRequests } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { failedAttemptWarning } from '../auth/sign-in-hooks';
import { claimPasswordAttempt, clearSignInFailures, normalizeEmail } from '../auth/sign-in-throttle';
import { authHeaders, throughAuth } from './auth-call';

const wrongPassword = () => badRequest(twoFactorMessages.wrongPassword, 'INVALID_PASSWORD');

/**
 * Every prompt that asks for the password again (address change, deletion, second factor,
 * password change, payout details) checks it here, in the sign-in's per-account throttle:
 * counted before the check, so a borrowed session cannot try passwords without limit, and
 * the same 5 free failures then a wait as at sign-in (decision 042).
 */
export async function confirmPassword(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<CurrentUser, 'email'>,
  password: string,
  wrong: AppError = wrongPassword(),
): Promise<void> {
  const account = normalizeEmail(user.email);
  const now = ctx.clock.now();
  const wait = await claimPasswordAttempt(ctx.db, account, now);
  if (wait > 0) throw tooManyRequests(tooManyAttemptsFor(wait), wait, 'ACCOUNT_THROTTLED');
  try {
    await throughAuth(() => ctx.auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) }), {
      INVALID_PASSWORD: wrong,
    });
  } catch (error) {
    const mail = await failedAttemptWarning(ctx.db, account, now, ctx.config.publicUrl);
    if (mail) await (await ctx.auth.$context).runInBackgroundOrAwait(ctx.mailer.send(mail));
    throw error;
  }
  await clearSignInFailures(ctx.db, account);
}

/** The password again, and the current code when a second factor protects the account. */
export async function confirmIdentity(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<CurrentUser, 'id' | 'email'>,
  proof: { password: string; code?: string | undefined },
): Promise<void> {
  await confirmPassword(ctx, request, user, proof.password);
  const factor = await ctx.db
    .selectFrom('mfa_factors')
    .select('id')
    .where('user_id', '=', user.id)
    .where('verified', '=', true)
    .executeTakeFirst();
  if (!factor) return;
  if (!proof.code) throw badRequest(accountMessages.codeRequired, 'CODE_REQUIRED');
  const code = proof.code;
  await throughAuth(() => ctx.auth.api.verifyTOTP({ body: { code }, headers: authHeaders(request) }), {
    INVALID_CODE: badRequest(twoFactorMessages.wrongCode, 'INVALID_CODE'),
  });
}
