import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericErrorMessage } from '@shared/errors/api-error';
// Validation messages zod writes itself (a wrong type, an unknown choice) come out in French.
import '@shared/zod-french';
import { AppError } from './errors';

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** The one place where errors become `{ error: { code, message } }` with a French message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(errorBody('VALIDATION_ERROR', first?.message ?? 'Données invalides'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', 'Trop de requêtes, réessayez dans un instant'));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Fichier ou requête trop volumineux'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', 'Requête invalide'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', genericErrorMessage));
  });
}
