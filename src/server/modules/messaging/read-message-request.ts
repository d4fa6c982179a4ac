import type { FastifyRequest } from 'fastify';
import { MESSAGE_PHOTO_MAX, messagePhotoRules, messagingTexts } from '@shared/messaging/message.schemas';
import { badRequest } from '@server/platform/errors';
import { type Upload, uploadReadError } from '@server/platform/read-upload';

export type MessageRequestBody = { fields: Record<string, string>; photos: Upload[] };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The composer as the browser sends it: JSON `{ body }`, or multipart with a "body" field and
 * up to three "photos". Limits broken while reading become French messages.
 */
export async function readMessageRequest(request: FastifyRequest): Promise<MessageRequestBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: typeof body.body === 'string' ? { body: body.body } : {}, photos: [] };
  }
  const fields: Record<string, string> = {};
  const photos: Upload[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: messagePhotoRules.maxBytes, files: MESSAGE_PHOTO_MAX, fields: 4 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0 && part.filename === '') continue;
        photos.push({ filename: part.filename, data, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(messagingTexts.tooManyPhotos, 'TOO_MANY_FILES');
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messagePhotoRules.messages.size, 'FILE_TOO_LARGE');
    throw uploadReadError(error);
  }
  return { fields, photos };
}
