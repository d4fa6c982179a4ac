import type { IncomingHttpHeaders } from 'node:http';
import { KNOWN_DEVICE_COOKIE } from './sign-in-hooks';

/**
 * A request that carries no credentials at all: no Authorization header and no cookie but the
 * known-device mark (kept after signing out, and read by sign-in only). Any other cookie (a
 * session, a two-factor challenge, one we do not know) counts as signed in, so that no page
 * drawn for someone is ever taken for a visitor's (decision 068).
 */
export function isVisitor(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return false;
  const names = (headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '');
  return names.every((name) => name.replace(/^__(Secure|Host)-/, '') === KNOWN_DEVICE_COOKIE);
}
