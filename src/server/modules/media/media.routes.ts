import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { AppError, notFound } from '@server/platform/errors';
import { isSafeKey } from '@server/platform/storage/storage';

const fileMissing = () => notFound('Fichier introuvable', 'FILE_NOT_FOUND');

// Private images are stored as WebP; JPEG and PNG are proofs stored before they were re-encoded.
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/** Public media forever-cached by immutable name; private files only with a valid signature. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/media/public/*',
    { schema: { tags: ['media'], summary: 'A public file (product media, avatar)' } },
    async (request, reply) => {
      const key = `public/${(request.params as { '*': string })['*']}`;
      if (!isSafeKey(key)) throw fileMissing();
      const file = await ctx.storage.get(key);
      if (!file) throw fileMissing();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  api.get(
    '/media/private/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A private file through a signed URL',
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().min(1) }),
      },
    },
    async (request, reply) => {
      const key = `private/${(request.params as { '*': string })['*']}`;
      const { expires, signature } = request.query;
      if (!isSafeKey(key)) throw fileMissing();
      if (!ctx.signer.verify(key, expires, signature)) {
        throw new AppError('SIGNED_URL_INVALID', 'Lien expiré ou invalide', 403);
      }
      const file = await ctx.storage.get(key);
      if (!file) throw fileMissing();
      // Only our re-encoded pictures open in the page; anything else (a PDF) is saved, never
      // rendered at our origin, and the sandbox keeps scripts out even if a browser did render it.
      const disposition = INLINE_TYPES.has(file.contentType)
        ? 'inline'
        : `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('content-disposition', disposition)
        .type(file.contentType)
        .send(file.data);
    },
  );
}
