import { APIError, type createAuthMiddleware } from 'better-auth/api';
import { tooManyAttemptsFor } from '@shared/auth/auth.schemas';
import type { Db } from '@server/db/connection';
import type { Mail, Mailer } from '@server/platform/mailer';
import { failedSignInsMail } from './auth-mails';
import { type AddressLimit, claimAddressAttempt, releaseAddressAttempt } from './sign-in-address-limit';
import {
  claimOwnerWarning,
  claimPasswordAttempt,
  clearSignInFailures,
  isKnownDevice,
  knownDeviceMark,
  normalizeEmail,
} from './sign-in-throttle';

type ThrottleOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  addressLimit: AddressLimit;
  now: () => Date;
};

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

export const KNOWN_DEVICE_COOKIE = 'boucles.known_device';

/** 429 with the standard header (RFC 9110 §10.2.3, RFC 6585 §4), in French. */
const throttled = (waitMs: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { message: tooManyAttemptsFor(waitMs), code: 'ACCOUNT_THROTTLED' },
    { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );

const emailOf = (ctx: HookContext) => normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
const addressOf = (ctx: HookContext) => ctx.headers?.get('x-client-ip') ?? 'unknown';

/**
 * Before the password is checked, the attempt takes a failure slot from its address
 * (generous: carrier NAT) and is counted against the account (strict: 5 free, then a wait,
 * whatever the address, decisions.md §3). Either full: 429, and the password is not checked.
 */
export async function claimSignInAttempt(ctx: HookContext, options: ThrottleOptions) {
  const email = emailOf(ctx);
  if (!email) return;
  const now = options.now();
  const address = addressOf(ctx);
  const addressWait = await claimAddressAttempt(options.db, address, options.addressLimit, now);
  if (addressWait > 0) throw throttled(addressWait);
  const knownDevice = isKnownDevice(options.secret, email, ctx.getCookie(KNOWN_DEVICE_COOKIE));
  const accountWait = await claimPasswordAttempt(options.db, email, now, knownDevice);
  if (accountWait > 0) {
    // Not checked, so not a failure of this address.
    await releaseAddressAttempt(options.db, address);
    throw throttled(accountWait);
  }
}

/** A right password gives the slots back and marks the device; a wrong one stays counted, and may warn the owner. */
export async function settleSignInAttempt(ctx: HookContext, options: ThrottleOptions) {
  const email = emailOf(ctx);
  if (!email) return;
  if (ctx.context.returned instanceof APIError) {
    const mail = await failedAttemptWarning(options.db, email, options.now(), options.publicUrl);
    if (mail) await ctx.context.runInBackgroundOrAwait(options.mailer.send(mail));
    return;
  }
  await releaseAddressAttempt(options.db, addressOf(ctx));
  await clearSignInFailures(options.db, email);
  ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceMark(options.secret, email), {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.publicUrl.startsWith('https://'),
    path: '/api/auth',
    maxAge: 365 * 24 * 60 * 60,
  });
}

/** After a wrong password (at sign-in or at a prompt): the owner hears of repeated failures, once a day. */
export async function failedAttemptWarning(db: Db, email: string, now: Date, publicUrl: string): Promise<Mail | null> {
  if (!(await claimOwnerWarning(db, email, now))) return null;
  const owner = await db.selectFrom('profiles').select('email').where('email', '=', email).executeTakeFirst();
  return owner ? failedSignInsMail(owner.email, publicUrl) : null;
}
