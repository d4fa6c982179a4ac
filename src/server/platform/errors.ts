/** A refusal the user can understand: a stable code, an HTTP status and a French message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number = 400,
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
