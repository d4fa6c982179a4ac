import type { FastifyRequest } from 'fastify';
import { RETURN_PHOTO_MAX, returnMessages, returnPhotoRules } from '@shared/returns/return.schemas';
import { badRequest } from '@server/platform/errors';
import { type Upload, uploadReadError } from '@server/platform/read-upload';

export type ReturnRequestBody = { fields: Record<string, string>; photos: Upload[] };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The return form as the browser sends it: text fields (reason, description) and up to five
 * "photos" files. A JSON body is read as fields with no photos. Limits broken while reading
 * become the spec's French messages.
 */
export async function readReturnRequest(request: FastifyRequest): Promise<ReturnRequestBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { fields, photos: [] };
  }
  const fields: Record<string, string> = {};
  const photos: Upload[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: returnPhotoRules.maxBytes, files: RETURN_PHOTO_MAX, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input still sends a nameless, empty part.
        if (data.length === 0 && part.filename === '') continue;
        photos.push({ filename: part.filename, data, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(returnMessages.tooManyPhotos, 'TOO_MANY_FILES');
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(returnPhotoRules.messages.size, 'FILE_TOO_LARGE');
    throw uploadReadError(error);
  }
  return { fields, photos };
}
