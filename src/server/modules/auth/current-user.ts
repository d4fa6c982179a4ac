import type { FastifyRequest } from 'fastify';
import type { Role } from '@shared/auth/session.schemas';
import { settingsMessages } from '@shared/auth/auth-texts';
import type { Db } from '@server/db/connection';
import { forbidden, unauthorized } from '@server/platform/errors';
import type { Auth } from './auth';
import { toWebHeaders } from './auth.routes';

export type CurrentUser = { id: string; email: string; emailVerified: boolean; roles: Role[] };

type SignedIn = { user: CurrentUser; sessionId: string };

const resolved = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

function signedIn(request: FastifyRequest, deps: { auth: Auth; db: Db }): Promise<SignedIn | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = loadSignedIn(request, deps);
    resolved.set(request, pending);
  }
  return pending;
}

/**
 * Who is making the request, from the session cookie; null for a visitor. An account
 * marked for deletion, or suspended, counts as signed out everywhere.
 */
export async function getCurrentUser(
  request: FastifyRequest,
  deps: { auth: Auth; db: Db },
): Promise<CurrentUser | null> {
  return (await signedIn(request, deps))?.user ?? null;
}

/** The session the request comes with: a live stream is tied to it and ends with it. */
export async function requireSessionId(request: FastifyRequest, deps: { auth: Auth; db: Db }): Promise<string> {
  const found = await signedIn(request, deps);
  if (!found) throw unauthorized();
  return found.sessionId;
}

async function loadSignedIn(request: FastifyRequest, { auth, db }: { auth: Auth; db: Db }): Promise<SignedIn | null> {
  // A visitor has no session cookie: no need to build better-auth's request context to learn it.
  if (!request.headers.cookie?.includes('.session_token=')) return null;
  const session = await auth.api.getSession({ headers: toWebHeaders(request), query: { disableRefresh: true } });
  if (!session) return null;
  const profile = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'email_verified', 'marked_for_deletion_at', 'suspended_at'])
    .where('id', '=', session.user.id)
    .executeTakeFirst();
  // Suspending ends the sessions; this also covers one that slipped through meanwhile.
  if (!profile || profile.marked_for_deletion_at || profile.suspended_at) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', profile.id).execute();
  const user = {
    id: profile.id,
    email: profile.email,
    emailVerified: profile.email_verified,
    roles: roles.map((row) => row.role),
  };
  return { user, sessionId: session.session.id };
}

export async function requireUser(request: FastifyRequest, deps: { auth: Auth; db: Db }): Promise<CurrentUser> {
  const user = await getCurrentUser(request, deps);
  if (!user) throw unauthorized();
  return user;
}

export async function requireAdmin(request: FastifyRequest, deps: { auth: Auth; db: Db }): Promise<CurrentUser> {
  const user = await requireUser(request, deps);
  if (!user.roles.includes('admin')) throw forbidden(settingsMessages.unauthorizedAdmin);
  return user;
}
