import type { FastifyRequest } from 'fastify';
import { messagePhotoRules } from '@shared/messaging/message.schemas';
import { MESSAGE_PHOTO_MAX, messagingTexts } from '@shared/messaging/message-texts';
import { type MultipartForm, readMultipartForm } from '@server/platform/read-multipart-form';

export type MessageRequestBody = MultipartForm;

/**
 * The composer as the browser sends it: JSON `{ body }`, or multipart with a "body" field and
 * up to three "photos". Limits broken while reading become French messages.
 */
export function readMessageRequest(request: FastifyRequest): Promise<MessageRequestBody> {
  return readMultipartForm(request, {
    maxBytes: messagePhotoRules.maxBytes,
    maxFiles: MESSAGE_PHOTO_MAX,
    maxFields: 4,
    tooManyFiles: messagingTexts.tooManyPhotos,
    fileTooLarge: messagePhotoRules.messages.size,
  });
}
