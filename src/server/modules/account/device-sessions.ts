import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  DEVICE_SESSIONS_SHOWN,
  type DeviceSessionList,
  deviceSessionMessages,
} from '@shared/account/device-sessions.schemas';
import { describeUserAgent } from '@shared/account/user-agent';
import type { AppContext } from '@server/context';
import { badRequest, notFound, unauthorized } from '@server/platform/errors';
import { authHeaders } from './auth-call';

/** The id of the session making this request. */
async function currentSessionId(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const session = await ctx.auth.api.getSession({ headers: authHeaders(request), query: { disableRefresh: true } });
  if (!session) throw unauthorized();
  return session.session.id;
}

/**
 * Where the account is signed in now, the current session first, then the most recently
 * active: at most DEVICE_SESSIONS_SHOWN, and how many more (decision 076). Not paged: a session
 * lives 30 days and each comes from a sign-in, which is rate-limited, so a person has a few; the
 * cap keeps an account signed in by a script from sending thousands, and 'Déconnecter les
 * autres appareils' ends those not shown too.
 */
export async function listDeviceSessions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<DeviceSessionList> {
  const currentId = await currentSessionId(ctx, request);
  const live = ctx.db
    .selectFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '>', ctx.clock.now());
  const rows = await live
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'updated_at'])
    .orderBy(sql`id = ${currentId}::uuid`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(DEVICE_SESSIONS_SHOWN)
    .execute();
  const all = await live.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.user_agent),
      ipAddress: row.ip_address,
      createdAt: row.created_at.toISOString(),
      lastActiveAt: row.updated_at.toISOString(),
      current: row.id === currentId,
    })),
    notShownCount: Number(all.n) - rows.length,
  };
}

/** Ends one other session of the account (the current one ends through sign-out). */
export async function endDeviceSession(ctx: AppContext, request: FastifyRequest, userId: string, sessionId: string) {
  if (sessionId === (await currentSessionId(ctx, request)))
    throw badRequest(deviceSessionMessages.isCurrent, 'SESSION_IS_CURRENT');
  const ended = await ctx.db
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (ended.numDeletedRows === 0n) throw notFound(deviceSessionMessages.notFound, 'SESSION_NOT_FOUND');
}

/** Ends every session of the account but this one; answers how many ended. */
export async function endOtherDeviceSessions(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<number> {
  const currentId = await currentSessionId(ctx, request);
  const ended = await ctx.db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', currentId)
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}
