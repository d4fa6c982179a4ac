import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, SessionResponse, SessionUser } from '@shared/auth/session.schemas';
import { apiFetch } from './api-client';
import { useHydrated } from './use-hydrated';

// Lives in lib, not in a feature: the navigation bar, the guards and several features read it.

/**
 * The server already serialises this answer through the shared
 * `sessionResponseSchema`; parsing it again with zod here would put zod in the
 * first download of every page. A shape check is enough to fail safe (signed out).
 */
function toSessionResponse(payload: unknown): SessionResponse {
  if (typeof payload !== 'object' || payload === null || !('user' in payload)) return { user: null };
  const { user } = payload;
  const looksLikeUser =
    typeof user === 'object' &&
    user !== null &&
    'id' in user &&
    typeof user.id === 'string' &&
    'roles' in user &&
    Array.isArray(user.roles);
  return { user: looksLikeUser ? (user as SessionUser) : null };
}

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return toSessionResponse(await apiFetch('/api/session', { signal }));
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    // Guards wait for this answer: one quick retry, not the default back-off.
    retry: 1,
    retryDelay: 500,
  });

export type Session = {
  user: SessionUser | null;
  /** True only until the first answer (or failure); guards wait for it. */
  isPending: boolean;
  hasRole: (role: Role) => boolean;
};

/**
 * The signed-in person, or null. A failed fetch (API down, offline) counts as
 * signed out so public pages still render.
 * Still pending while React adopts a page the server drew without it (decision 037), even if
 * the answer is already here: React takes over the screen a moment after the navigation bar,
 * and a screen that drew its account buttons then would not match the page, which React would
 * throw away and draw again.
 */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const known = useHydrated() && !query.isPending;
  const user = known ? (query.data?.user ?? null) : null;
  return {
    user,
    isPending: !known,
    hasRole: (role) => user?.roles.includes(role) ?? false,
  };
}
