import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Only a misconfigured site shows it: it names the settings that fix it. */
export const ORIGIN_REFUSED_MESSAGE =
  'Requête refusée : origine non autorisée. Ouvrez le site à son adresse publique (PUBLIC_URL) ou ajoutez celle-ci à EXTRA_ORIGINS';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route authenticated by a signed token, not a cookie: mail clients post to it from nowhere. */
    csrfExempt?: boolean;
  }
}

/** The origin of an Origin header, or null when it is not a readable URL. */
function originOf(header: string): URL | null {
  try {
    return new URL(header);
  } catch {
    return null;
  }
}

/**
 * Cookie sessions need CSRF protection: a state-changing request must come from one of
 * our own pages, as its Origin header (or, failing that, Sec-Fetch-Site) says. The route
 * that will run decides, not the text of the URL: every spelling of a path is guarded alike.
 */
export function registerCsrfProtection(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (SAFE_METHODS.has(request.method) || !route.url?.startsWith('/api/') || route.config.csrfExempt) return;
    const origin = request.headers.origin;
    if (origin !== undefined && (allowed.has(origin) || originOf(origin)?.host === request.headers.host)) return;
    if (origin === undefined && request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('CSRF_REJECTED', ORIGIN_REFUSED_MESSAGE, 403);
  });
}
