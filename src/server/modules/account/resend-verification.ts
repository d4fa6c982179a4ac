import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { emailMessages } from '@shared/auth/email.schemas';
import type { AppContext } from '@server/context';
import { conflict, tooManyRequests } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { authHeaders, throughAuth } from './auth-call';

const RESEND_INTERVAL_MS = 60_000;

/**
 * One link a minute per account, so the button cannot flood a mailbox. Kept in better-auth's
 * rate-limit table under a key of our own: every instance of the server sees the same count.
 * Answers 0 when a link may go, else the milliseconds before the next one may.
 */
async function claimResend(ctx: AppContext, userId: string): Promise<number> {
  const now = ctx.clock.now().getTime();
  const claimed = await ctx.db
    .insertInto('auth_rate_limits')
    .values({ id: randomUUID(), key: `email-verification:${userId}`, count: 1, last_request: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ last_request: now })
        .where('auth_rate_limits.last_request', '<=', now - RESEND_INTERVAL_MS),
    )
    .returning('id')
    .executeTakeFirst();
  if (claimed) return 0;
  const last = await ctx.db
    .selectFrom('auth_rate_limits')
    .select('last_request')
    .where('key', '=', `email-verification:${userId}`)
    .executeTakeFirst();
  return Number(last?.last_request ?? now) + RESEND_INTERVAL_MS - now;
}

/** Sends the signed-in user a new confirmation link for their own address. */
export async function resendVerification(ctx: AppContext, request: FastifyRequest, user: CurrentUser): Promise<void> {
  if (user.emailVerified) throw conflict(emailMessages.alreadyVerified, 'EMAIL_ALREADY_VERIFIED');
  const wait = await claimResend(ctx, user.id);
  if (wait > 0) throw tooManyRequests(emailMessages.verificationTooSoon, wait);
  const headers = authHeaders(request);
  await throughAuth(() => ctx.auth.api.sendVerificationEmail({ body: { email: user.email }, headers }));
}
