/** A refusal the user can understand: a stable code, an HTTP status and a French message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number = 400,
    /** Seconds before trying again: sent as `Retry-After` (RFC 9110 §10.2.3) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'VALIDATION_ERROR') => new AppError(code, message, 400);
export const unauthorized = (message = 'Veuillez vous connecter pour continuer') =>
  new AppError('UNAUTHORIZED', message, 401);
export const forbidden = (message = 'Action non autorisée') => new AppError('FORBIDDEN', message, 403);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, message, 404);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, message, 409);

/** A limit was reached: 429 with the standard `Retry-After`, at least one second. */
export const tooManyRequests = (message: string, retryAfterMs: number, code = 'RATE_LIMITED') =>
  new AppError(code, message, 429, Math.max(1, Math.ceil(retryAfterMs / 1000)));
