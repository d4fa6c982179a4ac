import { APIError, type createAuthMiddleware } from 'better-auth/api';
import { authMessages } from '@shared/auth/auth.schemas';
import type { Db } from '@server/db/connection';
import type { Mailer } from '@server/platform/mailer';
import { failedSignInsMail } from './auth-mails';
import {
  clearSignInFailures,
  isKnownDevice,
  knownDeviceMark,
  normalizeEmail,
  recordSignInFailure,
  waitBeforeSignIn,
} from './sign-in-throttle';

type ThrottleOptions = { db: Db; secret: string; publicUrl: string; mailer: Mailer; now: () => Date };

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whether this request ends a sign-in: the password step of an account without a second
 * factor, or the code step of one with it (which carries the two-factor cookie; the same
 * endpoint without it is the first code of an enrolment in Settings).
 */
export async function endsSignIn(ctx: HookContext): Promise<boolean> {
  if (ctx.path === '/sign-in/email') {
    return !(ctx.context.newSession?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled;
  }
  if (ctx.path !== '/two-factor/verify-totp' && ctx.path !== '/two-factor/verify-backup-code') return false;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  return Boolean(challenge);
}

const KNOWN_DEVICE_COOKIE = 'boucles.known_device';

/** Per account, whatever the address (decisions.md §3): a growing wait after repeated failures. */
export async function refuseThrottledSignIn(ctx: HookContext, options: ThrottleOptions) {
  const email = normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
  if (!email || isKnownDevice(options.secret, email, ctx.getCookie(KNOWN_DEVICE_COOKIE))) return;
  if ((await waitBeforeSignIn(options.db, email, options.now())) > 0) {
    throw new APIError('TOO_MANY_REQUESTS', { message: authMessages.tooManyAttempts, code: 'ACCOUNT_THROTTLED' });
  }
}

/** A right password clears the count and marks the device; a wrong one counts, and may warn the owner. */
export async function countSignInAttempt(ctx: HookContext, options: ThrottleOptions) {
  const email = normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
  if (!email) return;
  const returned = ctx.context.returned;
  if (returned instanceof APIError && returned.status === 'TOO_MANY_REQUESTS') return;
  if (!(returned instanceof APIError)) {
    await clearSignInFailures(options.db, email);
    ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceMark(options.secret, email), {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.publicUrl.startsWith('https://'),
      path: '/api/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
    return;
  }
  const { warnOwner } = await recordSignInFailure(options.db, email, options.now());
  if (!warnOwner) return;
  const owner = await options.db.selectFrom('profiles').select('email').where('email', '=', email).executeTakeFirst();
  if (owner)
    await ctx.context.runInBackgroundOrAwait(options.mailer.send(failedSignInsMail(owner.email, options.publicUrl)));
}
