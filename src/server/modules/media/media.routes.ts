import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { AppError } from '@server/platform/errors';
import { isSafeKey } from '@server/platform/storage/storage';
import { fileMissing, sendStoredFile } from './send-stored-file';

const binary = { schema: z.string().meta({ format: 'binary' }) };
/** The file's bytes, in the type it was stored as: pictures, videos, PDF proofs, or anything else. */
const fileAnswer = (description: string) => ({
  description,
  content: {
    'image/*': binary,
    'video/*': binary,
    'application/pdf': binary,
    'text/*': binary,
    'application/octet-stream': binary,
  },
});
const fileAnswers = {
  206: fileAnswer('The range asked for (`Range` header)'),
  404: apiErrorSchema,
  416: apiErrorSchema,
};

// Private images are stored as WebP; JPEG and PNG are proofs stored before they were re-encoded.
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/**
 * Public media forever-cached by immutable name; private files only with a valid signature.
 * Both streamed with byte ranges (send-stored-file.ts).
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/media/public/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A public file (product media, avatar), ranges allowed',
        response: {
          200: fileAnswer('The file, cached for a year'),
          302: z.undefined().describe('With S3 storage: to the same key at the store or CDN (`Location`)'),
          ...fileAnswers,
        },
      },
      // Pictures and videos are compressed already, and ranges count the stored bytes.
      compress: false,
    },
    async (request, reply) => {
      const key = `public/${(request.params as { '*': string })['*']}`;
      if (!isSafeKey(key)) throw fileMissing();
      const redirectBase = ctx.config.storage.driver === 's3' ? ctx.config.storage.publicUrl : undefined;
      if (redirectBase) {
        // The store or CDN serves the bytes (and the ranges); a day's cache spares the hop
        // without pinning browsers to an address the operator may change.
        return reply.header('cache-control', 'public, max-age=86400').redirect(`${redirectBase}/${key}`, 302);
      }
      return sendStoredFile(request, reply, ctx.storage, key, () => ({
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      }));
    },
  );

  api.get(
    '/media/private/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A private file through a signed URL',
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
        response: { 200: fileAnswer('The file; a PDF comes as a download'), 403: apiErrorSchema, ...fileAnswers },
      },
      compress: false,
    },
    async (request, reply) => {
      const key = `private/${(request.params as { '*': string })['*']}`;
      const { expires, signature } = request.query;
      if (!isSafeKey(key)) throw fileMissing();
      if (!ctx.signer.verify(key, expires, signature)) {
        throw new AppError('SIGNED_URL_INVALID', 'Lien expiré ou invalide', 403);
      }
      return sendStoredFile(request, reply, ctx.storage, key, ({ contentType }) => ({
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        // Only our re-encoded pictures open in the page; anything else (a PDF) is saved, never
        // rendered at our origin, and the sandbox keeps scripts out even if a browser did render it.
        'content-disposition': INLINE_TYPES.has(contentType)
          ? 'inline'
          : `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
      }));
    },
  );
}
