import type { RouteOptions } from 'fastify';

/**
 * Who may call a route, as the API document tells it:
 * - public: no session needed, none read;
 * - optional: open to all, answers more to a signed-in caller (the session, a hidden listing);
 * - user: the session cookie of any account (`requireUser`);
 * - admin: the session cookie of an administrator (`requireAdmin`).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only where the path and the declared answers do not already tell it (see `accessOf`). */
    access?: RouteAccess;
  }
}

type Route = Pick<RouteOptions, 'url' | 'config' | 'schema'>;

/**
 * Derived, so a new route is documented right without anyone remembering to: the routes
 * call `requireUser`/`requireAdmin` inside their handlers, which a document cannot see, but
 * `/api/admin/*` routes all call `requireAdmin`, `/api/me*` ones `requireUser`, and a route
 * that declares a 401 answers it to a visitor. The route × actor matrix checks the result
 * against what each actor really gets (route-matrix.test.ts).
 */
export function accessOf(route: Route): RouteAccess {
  const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (declared) return declared;
  if (route.url.startsWith('/api/admin/')) return 'admin';
  if (route.url === '/api/me' || route.url.startsWith('/api/me/')) return 'user';
  const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  return Object.hasOwn(responses, '401') ? 'user' : 'public';
}
