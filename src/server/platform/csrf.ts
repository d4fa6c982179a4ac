import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions need CSRF protection: a state-changing request must come from one of
 * our own pages, as its Origin header (or, failing that, Sec-Fetch-Site) says.
 */
export function registerCsrfProtection(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const sameHost = origin !== undefined && origin !== 'null' && new URL(origin).host === request.headers.host;
    if (origin !== undefined && (allowed.has(origin) || sameHost)) return;
    if (origin === undefined && request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('CSRF_REJECTED', 'Requête refusée : origine non autorisée', 403);
  });
}
