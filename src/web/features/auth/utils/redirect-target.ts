/** The /auth link that brings the visitor back to `path` after signing in. */
export function authPathFor(path: string): string {
  return path === '/' ? '/auth' : `/auth?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in. Only same-site paths are accepted, so a crafted
 * link cannot send a fresh session to another site (open redirect).
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/auth' || raw.startsWith('/auth?')) return '/';
  return raw;
}
