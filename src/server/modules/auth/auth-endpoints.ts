import { EMAIL_CONFIRMED_PATH } from '@shared/auth/email.schemas';

/**
 * The better-auth endpoints the product uses, and the fields each may receive (body for a
 * POST, query for a GET). Every other endpoint better-auth ships (update-user, change-email,
 * link-social, …) is closed: the product writes profiles through its own routes and rules only.
 */
type PublicEndpoint = {
  method: 'POST' | 'GET';
  fields: readonly string[];
  /** Set by us whatever the request says: where a link may send the browser. */
  forced?: Record<string, string>;
  /** Said instead of better-auth's own success body, when that body would tell something away. */
  answer?: unknown;
};

const PUBLIC_ENDPOINTS: Record<string, PublicEndpoint> = {
  // A new account and a known e-mail get the same answer (decisions.md §3); better-auth's
  // body differs between the two (a real user row, or a synthetic one).
  '/sign-up/email': {
    method: 'POST',
    fields: ['name', 'email', 'password', 'referralCode', 'confirmAdult', 'acceptTerms'],
    answer: { ok: true },
  },
  '/sign-in/email': { method: 'POST', fields: ['email', 'password'] },
  '/sign-out': { method: 'POST', fields: [] },
  '/two-factor/verify-totp': { method: 'POST', fields: ['code'] },
  '/two-factor/verify-backup-code': { method: 'POST', fields: ['code'] },
  // No redirectTo: the e-mail's link is ours, to our reset screen.
  '/request-password-reset': { method: 'POST', fields: ['email'], answer: { ok: true } },
  '/reset-password': { method: 'POST', fields: ['token', 'newPassword'] },
  // The link of a confirmation e-mail: it may only ever lead back to our own page.
  '/verify-email': { method: 'GET', fields: ['token'], forced: { callbackURL: EMAIL_CONFIRMED_PATH } },
};

export type OpenEndpoint = {
  path: string;
  method: 'POST' | 'GET';
  fields: Record<string, unknown>;
  answer?: unknown;
};

/**
 * The endpoint a request reaches under `/api/auth`, with only the fields it may carry
 * (`input` is the body of a POST, the query of a GET); null when it is not one we open.
 * `path` is the router's decoded path, so every spelling of a closed endpoint stays closed.
 */
export function openEndpoint(path: string, method: string, input: unknown): OpenEndpoint | null {
  const endpoint = Object.hasOwn(PUBLIC_ENDPOINTS, path) ? PUBLIC_ENDPOINTS[path] : undefined;
  if (!endpoint || endpoint.method !== method) return null;
  const given = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const kept = endpoint.fields.flatMap((field) =>
    Object.hasOwn(given, field) ? [[field, (given as Record<string, unknown>)[field]]] : [],
  );
  return {
    path,
    method: endpoint.method,
    fields: { ...Object.fromEntries(kept), ...endpoint.forced },
    ...(endpoint.answer ? { answer: endpoint.answer } : {}),
  };
}

export const openAuthPaths = Object.keys(PUBLIC_ENDPOINTS);
