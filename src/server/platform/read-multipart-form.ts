import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { type Upload, uploadReadError } from './read-upload';

export type MultipartForm = { fields: Record<string, string>; photos: Upload[] };

export type MultipartFormLimits = {
  maxBytes: number;
  maxFiles: number;
  maxFields: number;
  /** French messages for the two limits a sender can break while the body is read. */
  tooManyFiles: string;
  fileTooLarge: string;
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

function jsonFields(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A form with text fields and photos, as the browser sends it (multipart), or its text
 * fields alone as JSON. Every file part counts as a photo; the caller checks their bytes.
 * Limits broken while reading become the caller's French messages.
 */
export async function readMultipartForm(request: FastifyRequest, limits: MultipartFormLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) return { fields: jsonFields(request), photos: [] };
  const fields: Record<string, string> = {};
  const photos: Upload[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: limits.maxFields },
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
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(limits.tooManyFiles, 'TOO_MANY_FILES');
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(limits.fileTooLarge, 'FILE_TOO_LARGE');
    throw uploadReadError(error);
  }
  return { fields, photos };
}
