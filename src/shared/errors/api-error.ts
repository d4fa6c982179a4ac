import { z } from 'zod';

/** The one error shape every API route answers with. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** The request's id (also its X-Request-Id header), for support to find its log lines. */
      requestId: z.string().optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const genericErrorMessage = 'Une erreur est survenue, veuillez réessayer';
