import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { authMessages, normalizeReferralCode, signUpSchema } from '@shared/auth/auth.schemas';
import type { Db } from '@server/db/connection';
import type { Mailer } from '@server/platform/mailer';
import { isCommonPassword } from './common-passwords';
import { generateReferralCode } from './referral-code';
import { recordSecurityEvent } from './security-log';
import {
  clearSignInFailures,
  isKnownDevice,
  knownDeviceMark,
  normalizeEmail,
  recordSignInFailure,
  waitBeforeSignIn,
} from './sign-in-throttle';

export type AuthOptions = {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Other origins whose pages may call the API (the Vite dev server in development). */
  extraOrigins: string[];
  mailer: Mailer;
  /** Attempts per window (seconds) from one address, for sign-in and for sign-up. */
  rateLimits: { signIn: { window: number; max: number }; signUp: { window: number; max: number } };
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
      onExistingUserSignUp: async ({ user }) => {
        await options.mailer.send({
          to: user.email,
          subject: 'Tentative de création de compte',
          text: `Bonjour,\n\nQuelqu'un a tenté de créer un compte Boucles avec votre adresse. Vous avez déjà un compte : connectez-vous sur ${options.publicUrl}/auth.\n\nSi ce n'était pas vous, ignorez ce message.`,
        });
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
      },
    },
    session: {
      modelName: 'auth_sessions',
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding sessions, moved at most hourly: also how fresh 'last active' in Settings is.
      updateAge: 60 * 60,
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      customRules: {
        '/sign-in/email': options.rateLimits.signIn,
        '/sign-up/email': options.rateLimits.signUp,
        '/two-factor/*': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'boucles',
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      // Mails better-auth sends during a request (the warning to a known e-mail's owner) go on
      // after the answer, so a slow mail server cannot time-tell a known e-mail from a new one.
      backgroundTasks: { handler: (task) => void task },
    },
    plugins: [
      twoFactor({
        issuer: 'Boucles',
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'mfa_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') await checkSignUp(db, ctx.body);
        if (ctx.path === '/sign-in/email') await refuseThrottledSignIn(ctx, options);
        // Logged before: once signed out, the session no longer says whose it was.
        if (ctx.path === '/sign-out') {
          const userId = (await getSessionFromCtx(ctx))?.user.id;
          if (userId) await recordSecurityEvent(db, { userId, event: 'sign_out', headers: ctx.headers });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await countSignInAttempt(ctx, options);
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
      },
      session: {
        create: {
          // Through the adapter, which shares the endpoint's transaction if there is one.
          before: async (session, ctx) => {
            const found = await ctx?.context.internalAdapter.findUserById(session.userId);
            if ((found as { markedForDeletionAt?: Date | null } | null)?.markedForDeletionAt) {
              throw new APIError('FORBIDDEN', {
                message: authMessages.accountBeingDeleted,
                code: 'ACCOUNT_BEING_DELETED',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whether this request ends a sign-in: the password step of an account without a second
 * factor, or the code step of one with it (which carries the two-factor cookie; the same
 * endpoint without it is the first code of an enrolment in Settings).
 */
async function endsSignIn(ctx: HookContext): Promise<boolean> {
  if (ctx.path === '/sign-in/email') {
    return !(ctx.context.newSession?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled;
  }
  if (ctx.path !== '/two-factor/verify-totp' && ctx.path !== '/two-factor/verify-backup-code') return false;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  return Boolean(challenge);
}

const KNOWN_DEVICE_COOKIE = 'boucles.known_device';

/** Per account, whatever the address (decisions.md §3): a growing wait after repeated failures. */
async function refuseThrottledSignIn(ctx: HookContext, options: AuthOptions) {
  const email = normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
  if (!email || isKnownDevice(options.secret, email, ctx.getCookie(KNOWN_DEVICE_COOKIE))) return;
  if ((await waitBeforeSignIn(options.db, email, options.now())) > 0) {
    throw new APIError('TOO_MANY_REQUESTS', { message: authMessages.tooManyAttempts, code: 'ACCOUNT_THROTTLED' });
  }
}

/** A right password clears the count and marks the device; a wrong one counts, and may warn the owner. */
async function countSignInAttempt(ctx: HookContext, options: AuthOptions) {
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

const failedSignInsMail = (to: string, publicUrl: string) => ({
  to,
  subject: 'Tentatives de connexion à votre compte',
  text: `Bonjour,\n\nPlusieurs tentatives de connexion à votre compte Boucles ont échoué. Les essais suivants sont ralentis pendant quelques minutes ; depuis un appareil où vous vous êtes déjà connecté, vous pouvez vous connecter normalement.\n\nSi ce n'était pas vous, choisissez un nouveau mot de passe : ${publicUrl}/auth\n\nL'équipe Boucles`,
});

const referralInvalid = () =>
  new APIError('BAD_REQUEST', { message: authMessages.referralInvalid, code: 'REFERRAL_CODE_INVALID' });

/** Validates the sign-up form as the browser does, and that the referral code exists. */
async function checkSignUp(db: Db, body: unknown): Promise<void> {
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? authMessages.emailInvalid;
    throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR' });
  }
  if (isCommonPassword(parsed.data.password)) {
    throw new APIError('BAD_REQUEST', { message: authMessages.passwordTooCommon, code: 'PASSWORD_TOO_COMMON' });
  }
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
