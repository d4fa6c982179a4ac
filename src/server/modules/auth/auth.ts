import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { normalizeReferralCode, signUpSchema } from '@shared/auth/auth.schemas';
import { authMessages } from '@shared/auth/auth-texts';
import type { Db } from '@server/db/connection';
import type { Mailer } from '@server/platform/mailer';
import { queueAccountEmail } from '../notifications/account-email';
import { confirmNewEmailMail, existingAccountMail, resetPasswordMail, verifyEmailMail } from './auth-mails';
import { accountTable, sessionTable, twoFactorTables, verificationTable } from './auth-tables';
import { checkNewPassword, checkResetRequest } from './password-rules';
import { generateReferralCode } from './referral-code';
import { recordSecurityEvent } from './security-log';
import type { AddressLimit } from './sign-in-address-limit';
import { claimSignInAttempt, endsSignIn, settleSignInAttempt } from './sign-in-hooks';
import { clearSignInFailures, normalizeEmail } from './sign-in-throttle';

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Other origins whose pages may call the API (the Vite dev server in development). */
  extraOrigins: string[];
  mailer: Mailer;
  /** Sign-ups per window (seconds) from one address. */
  rateLimits: { signUp: { window: number; max: number } };
  /** Failed sign-ins allowed from one address (successes are not counted). */
  addressLimit: AddressLimit;
  /** better-auth's scrypt unless given: tests pass a cheaper cost (decision 008). */
  passwordHashing?: PasswordHashing;
  now: () => Date;
};

export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

export function createAuth(options: AuthOptions) {
  const { db } = options;
  return betterAuth({
    appName: 'Boucles',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl, ...options.extraOrigins],
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Off, so that signing up with a known e-mail answers like a new account (no enumeration).
      autoSignIn: false,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      onExistingUserSignUp: ({ user }) => options.mailer.send(existingAccountMail(user.email, options.publicUrl)),
      // The link leads to our own screen, which sends the token back to /reset-password.
      // Queued (decision 051): a mail server that is down delays the link instead of losing it.
      sendResetPassword: ({ user, token }) =>
        queueAccountEmail(db, options.mailer, user.id, resetPasswordMail(user.email, token, options.publicUrl)),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        await recordSecurityEvent(db, { userId: user.id, event: 'password_changed', headers: request?.headers });
        // Whoever made the account wait, the owner who proved the mailbox signs in at once.
        await clearSignInFailures(db, normalizeEmail(user.email));
      },
    },
    emailVerification: {
      // The account works at once; selling and payouts wait for the address (requireVerifiedEmail).
      sendOnSignUp: true,
      expiresIn: 60 * 60,
      // Queued, then sent at once (decision 051); tests' createUser waits for it to leave, and drops it.
      sendVerificationEmail: ({ user, token }) => {
        const mail = isNewAddress(token) ? confirmNewEmailMail : verifyEmailMail;
        return queueAccountEmail(db, options.mailer, user.id, mail(user.email, token, options.publicUrl));
      },
    },
    user: {
      modelName: 'profiles',
      fields: {
        name: 'full_name',
        emailVerified: 'email_verified',
        image: 'avatar_url',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      additionalFields: {
        // Not named referralCode: that is the sign-up form's field for the referrer's code.
        ownReferralCode: { type: 'string', fieldName: 'referral_code', input: false, required: false },
        referredBy: { type: 'string', fieldName: 'referred_by', input: false, required: false },
        markedForDeletionAt: { type: 'date', fieldName: 'marked_for_deletion_at', input: false, required: false },
        suspendedAt: { type: 'date', fieldName: 'suspended_at', input: false, required: false },
      },
      // Only through POST /api/me/email (password checked there); the link goes to the new
      // address, and an address another account holds gets the same answer and no mail.
      changeEmail: { enabled: true },
    },
    session: sessionTable,
    account: accountTable,
    verification: verificationTable,
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      customRules: {
        // Ours instead (sign-in-hooks.ts): failures only, per address and per account.
        '/sign-in/email': false,
        '/sign-up/email': options.rateLimits.signUp,
        '/two-factor/*': { window: 60, max: 10 },
        '/request-password-reset': { window: 60 * 60, max: 10 },
        '/reset-password': { window: 15 * 60, max: 20 },
      },
    },
    advanced: {
      cookiePrefix: 'boucles',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      // Mails better-auth sends during a request (the warning to a known e-mail's owner, a reset
      // link) go on after the answer, so a slow mail server cannot time-tell a known e-mail.
      backgroundTasks: { handler: (task) => void task },
    },
    plugins: [
      twoFactor({
        issuer: 'Boucles',
        schema: twoFactorTables,
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') await checkSignUp(db, ctx.body);
        if (ctx.path === '/sign-in/email') await claimSignInAttempt(ctx, options);
        if (ctx.path === '/request-password-reset') checkResetRequest(ctx.body);
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          checkNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        // Logged before: once signed out, the session no longer says whose it was.
        if (ctx.path === '/sign-out') {
          const userId = (await getSessionFromCtx(ctx))?.user.id;
          if (userId) await recordSecurityEvent(db, { userId, event: 'sign_out', headers: ctx.headers });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await settleSignInAttempt(ctx, options);
        if (!(await endsSignIn(ctx))) return;
        const failed = ctx.context.returned instanceof APIError;
        const userId = ctx.context.newSession?.user.id ?? null;
        await recordSecurityEvent(db, { userId, event: failed ? 'sign_in_failed' : 'sign_in', headers: ctx.headers });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Looked up again inside the sign-up transaction: the code may have vanished since the check.
          before: async (user, ctx) => {
            const code = normalizeReferralCode((ctx?.body as { referralCode?: string } | undefined)?.referralCode);
            const referrer = code
              ? await ctx?.context.adapter.findOne<{ id: string }>({
                  model: 'user',
                  where: [{ field: 'ownReferralCode', value: code }],
                })
              : null;
            if (code && !referrer) throw referralInvalid();
            return { data: { ...user, ownReferralCode: generateReferralCode(), referredBy: referrer?.id ?? null } };
          },
        },
        update: {
          // Following the link sent to a new address proves it: the address is confirmed.
          before: async (user, ctx) =>
            ctx?.path === '/verify-email' && user.email ? { data: { ...user, emailVerified: true } } : { data: user },
        },
      },
      session: {
        create: {
          // Through the adapter, which shares the endpoint's transaction if there is one.
          before: async (session, ctx) => {
            const found = (await ctx?.context.internalAdapter.findUserById(session.userId)) as {
              markedForDeletionAt?: Date | null;
              suspendedAt?: Date | null;
            } | null;
            if (found?.markedForDeletionAt) {
              throw new APIError('FORBIDDEN', {
                message: authMessages.accountBeingDeleted,
                code: 'ACCOUNT_BEING_DELETED',
              });
            }
            if (found?.suspendedAt) {
              throw new APIError('FORBIDDEN', { message: authMessages.accountSuspended, code: 'ACCOUNT_SUSPENDED' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth signs into the token what the link is for: `updateTo` is a change of address. */
function isNewAddress(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return typeof payload === 'object' && payload !== null && 'updateTo' in payload;
  } catch {
    return false;
  }
}

const referralInvalid = () =>
  new APIError('BAD_REQUEST', { message: authMessages.referralInvalid, code: 'REFERRAL_CODE_INVALID' });

/** Validates the sign-up form as the browser does, and that the referral code exists. */
async function checkSignUp(db: Db, body: unknown): Promise<void> {
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? authMessages.emailInvalid;
    throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR' });
  }
  checkNewPassword(parsed.data.password);
  const code = parsed.data.referralCode;
  if (!code) return;
  const referrer = await db
    .selectFrom('profiles')
    .select('id')
    .where('referral_code', '=', code)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  if (!referrer) throw referralInvalid();
}
