import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericErrorMessage } from '@shared/errors/api-error';
// Validation messages zod writes itself (a wrong type, an unknown choice) come out in French.
import '@shared/zod-french';
import { AppError } from './errors';

/** The request's id goes with the error, so that support can find its log lines from what the user reports. */
export const errorBody = (code: string, message: string, requestId?: string) => ({
  error: { code, message, ...(requestId === undefined ? {} : { requestId }) },
});

/** The one place where errors become `{ error: { code, message, requestId } }` with a French message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // A download or a compressed stream that failed before its first byte left headers that
    // describe it, not this answer: sent as they are, the error would arrive as a corrupt
    // 'compressed' body or be saved as the file.
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-disposition');
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(errorBody('VALIDATION_ERROR', first?.message ?? 'Données invalides', request.id));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Trop de requêtes, réessayez dans un instant', request.id));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Fichier ou requête trop volumineux', request.id));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.code ?? 'BAD_REQUEST', 'Requête invalide', request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', genericErrorMessage, request.id));
  });
}
