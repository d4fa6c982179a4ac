import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

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
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
    if (!part) throw badRequest(missingMessage, 'FILE_REQUIRED');
    const data = await part.toBuffer();
    return { filename: part.filename, data, truncated: part.file.truncated };
  } catch (error) {
    throw uploadReadError(error);
  }
}

/**
 * Busboy rejects a body cut short or malformed with a bare Error ("Unexpected end of form",
 * "Part terminated early"…): the sender's doing, so a 400, not the 500 of an unknown error.
 * Errors that already carry a status (multipart's own limits) keep it.
 */
export function uploadReadError(error: unknown): unknown {
  if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) return error;
  return badRequest("Le fichier n'a pas été reçu en entier, veuillez réessayer", 'UPLOAD_INCOMPLETE');
}
