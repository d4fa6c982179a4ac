import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '@server/platform/error-handler';
import { notFound } from '@server/platform/errors';
import { resolveRange } from '@server/platform/http-range';
import type { Storage, StoredFileInfo } from '@server/platform/storage/storage';

export const fileMissing = () => notFound('Fichier introuvable', 'FILE_NOT_FOUND');

/**
 * Streams a stored file, whole or the one byte range asked for: a video starts playing (iOS
 * Safari asks for ranges and refuses a video served without them) and a file of any size
 * passes through in small chunks, never held whole in memory. `headers` are the caller's
 * (cache, disposition…), sent with the file; a range beyond the file is a 416 in French.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  headers: (info: StoredFileInfo) => Record<string, string>,
) {
  const info = await storage.stat(key);
  if (!info) throw fileMissing();
  reply.header('accept-ranges', 'bytes').header('etag', info.etag);
  const ifRange = String(request.headers['if-range'] ?? '') || undefined;
  const answer = resolveRange(request.headers.range, info.size, { sent: ifRange, etag: info.etag });
  if (answer.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${info.size}`)
      .send(errorBody('RANGE_NOT_SATISFIABLE', 'La partie demandée est en dehors du fichier', request.id));
  }
  const range = answer.kind === 'partial' ? answer.range : undefined;
  // HEAD (a player probing the size) needs no bytes: nothing is opened, on S3 no GET is made.
  const stream = request.method === 'HEAD' ? Readable.from([]) : await storage.open(key, range);
  // Deleted between the two calls: as missing as if it had never been.
  if (!stream) throw fileMissing();
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  return reply
    .headers(headers(info))
    .type(info.contentType)
    .header('content-length', range ? range.end - range.start + 1 : info.size)
    .send(stream);
}
