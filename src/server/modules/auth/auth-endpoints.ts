/**
 * The better-auth endpoints the product uses, and the body fields each may receive. Every
 * other endpoint better-auth ships (update-user, change-email, link-social, …) is closed:
 * the product writes profiles through its own routes and rules only.
 */
type PublicEndpoint = {
  method: 'POST';
  fields: readonly string[];
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
};

export type OpenEndpoint = { path: string; body: Record<string, unknown>; answer?: unknown };

/**
 * The endpoint a request reaches under `/api/auth`, with only the fields it may carry;
 * null when it is not one we open. `path` is the router's decoded path, so every
 * spelling of a closed endpoint stays closed.
 */
export function openEndpoint(path: string, method: string, body: unknown): OpenEndpoint | null {
  const endpoint = Object.hasOwn(PUBLIC_ENDPOINTS, path) ? PUBLIC_ENDPOINTS[path] : undefined;
  if (!endpoint || endpoint.method !== method) return null;
  const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const kept = endpoint.fields.flatMap((field) =>
    Object.hasOwn(given, field) ? [[field, (given as Record<string, unknown>)[field]]] : [],
  );
  return { path, body: Object.fromEntries(kept), ...(endpoint.answer ? { answer: endpoint.answer } : {}) };
}

export const openAuthPaths = Object.keys(PUBLIC_ENDPOINTS);
