import { ApiError } from '@web/lib/api-client';

/**
 * True when the thing asked for does not exist for this viewer: 404, or 400 for an id
 * that is not even a UUID (a mistyped link). Neither changes on a retry.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
