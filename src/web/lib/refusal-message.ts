import { ApiError } from './api-client';

/**
 * The toast for a failed action: the server's own French reason when it refused
 * the request (4xx: validation, rights, limits), else the screen's message from
 * the spec (crash, network failure, unexpected answer).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'http_error';
  return refused ? error.message : fallback;
}
