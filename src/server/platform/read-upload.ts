import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export type Upload = { filename: string; data: Buffer; truncated: boolean };

/**
 * Reads the one file of a multipart request, up to `maxBytes`. A larger file comes back
 * with `truncated` set, so the caller can answer with its own French message.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  maxBytes: number,
  missingMessage: string,
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(missingMessage, 'FILE_REQUIRED');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw badRequest(missingMessage, 'FILE_REQUIRED');
  const data = await part.toBuffer();
  return { filename: part.filename, data, truncated: part.file.truncated };
}
