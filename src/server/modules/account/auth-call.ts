import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { AppError } from '@server/platform/errors';
import { toFrenchAuthError } from '../auth/auth-errors';
import { toWebHeaders } from '../auth/auth.routes';

/** better-auth reads the session from these: the request's own cookies and address. */
export const authHeaders = (request: FastifyRequest) => toWebHeaders(request);

/** Sends better-auth's cookie changes (a rotated or ended session) with our answer. */
export function forwardAuthCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Runs a better-auth call. Its refusals become our AppError with a French message: the
 * caller's own error for a code first (a wrong password here is not a failed sign-in),
 * else the auth module's translation.
 */
export async function throughAuth<T>(call: () => Promise<T>, own: Record<string, AppError> = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const { error: french } = toFrenchAuthError(error.statusCode, error.body);
    throw own[french.code] ?? new AppError(french.code, french.message, error.statusCode);
  }
}
