import type { FastifyRequest } from 'fastify';
import { type Factor, DEFAULT_FACTOR_NAME, twoFactorMessages } from '@shared/account/two-factor.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { badRequest, conflict, notFound } from '@server/platform/errors';
import { recordSecurityEvent } from '../auth/security-log';
import type { CurrentUser } from '../auth/current-user';
import { authHeaders, throughAuth } from './auth-call';
import { confirmPassword } from './confirm-password';

type FactorRow = { id: string; verified: boolean; friendly_name: string | null; created_at: Date };

const toFactor = (row: FactorRow): Factor => ({
  id: row.id,
  factorType: 'totp',
  status: row.verified ? 'verified' : 'unverified',
  friendlyName: row.friendly_name ?? DEFAULT_FACTOR_NAME,
  createdAt: row.created_at.toISOString(),
});

const factorColumns = ['id', 'verified', 'friendly_name', 'created_at'] as const;

const wrongPassword = { INVALID_PASSWORD: badRequest(twoFactorMessages.wrongPassword, 'INVALID_PASSWORD') };

export async function listFactors(db: Db, userId: string): Promise<Factor[]> {
  const rows = await db.selectFrom('mfa_factors').select(factorColumns).where('user_id', '=', userId).execute();
  return rows.map(toFactor);
}

async function findOwnFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  const row = await db
    .selectFrom('mfa_factors')
    .select(factorColumns)
    .where('id', '=', factorId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(twoFactorMessages.factorNotFound, 'FACTOR_NOT_FOUND');
  return row;
}

/** The base32 secret inside the otpauth URI, for people who type it instead of scanning. */
function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/**
 * Starts a TOTP enrolment after checking the password again. better-auth keeps one TOTP
 * secret per account (docs/decisions/007), so a second verified factor is refused.
 */
export async function enrolFactor(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  input: { password: string; friendlyName: string },
) {
  const userId = user.id;
  const existing = await listFactors(ctx.db, userId);
  if (existing.some((factor) => factor.status === 'verified')) {
    throw conflict(twoFactorMessages.alreadyEnrolled, 'FACTOR_ALREADY_ENROLLED');
  }
  await confirmPassword(ctx, request, user, input.password);
  const started = await throughAuth(
    () =>
      ctx.auth.api.enableTwoFactor({
        body: { password: input.password, method: 'totp' },
        headers: authHeaders(request),
      }),
    wrongPassword,
  );
  if (started.method !== 'totp') throw new Error('better-auth answered a non-TOTP enrolment');
  const totpUri = started.totpURI;
  const row = await ctx.db
    .updateTable('mfa_factors')
    .set({ friendly_name: input.friendlyName })
    .where('user_id', '=', userId)
    .returning(factorColumns)
    .executeTakeFirstOrThrow();
  return { factor: toFactor(row), totpUri, secret: secretOf(totpUri), backupCodes: started.backupCodes };
}

/** Checks the first code from the app; from then on sign-in asks for a code. */
export async function verifyFactor(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  factorId: string,
  code: string,
) {
  const row = await findOwnFactor(ctx.db, userId, factorId);
  if (row.verified) throw conflict(twoFactorMessages.alreadyVerified, 'FACTOR_ALREADY_VERIFIED');
  const headers = authHeaders(request);
  // The session is replaced by one that knows about the factor: its cookie must reach the browser.
  const { headers: cookies } = await throughAuth(
    () => ctx.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
    { INVALID_CODE: badRequest(twoFactorMessages.wrongCode, 'INVALID_CODE') },
  );
  await endSessionsButTheNewOne(ctx.db, userId, cookies);
  await recordSecurityEvent(ctx.db, { userId, event: 'mfa_enabled', headers });
  return { factor: toFactor({ ...row, verified: true }), cookies };
}

/**
 * Once a second factor protects the account, sessions opened without it end: whoever had
 * the password alone is signed out. Only the session just issued to this device stays.
 */
async function endSessionsButTheNewOne(db: Db, userId: string, cookies: Headers) {
  const cookie = cookies.getSetCookie().find((line) => /^(__Secure-)?boucles\.session_token=/.test(line));
  const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '').split('.')[0];
  if (!token) throw new Error('better-auth issued no session after the first TOTP code');
  await db.deleteFrom('auth_sessions').where('user_id', '=', userId).where('token', '<>', token).execute();
}

/** Removes the factor (verified or not) after checking the password again. */
export async function removeFactor(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  factorId: string,
  password: string,
) {
  const userId = user.id;
  await findOwnFactor(ctx.db, userId, factorId);
  await confirmPassword(ctx, request, user, password);
  const headers = authHeaders(request);
  const { headers: cookies } = await throughAuth(
    () => ctx.auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
    wrongPassword,
  );
  await recordSecurityEvent(ctx.db, { userId, event: 'mfa_disabled', headers });
  return { cookies };
}
