import type { FastifyRequest } from 'fastify';
import { RETURN_PHOTO_MAX, returnMessages, returnPhotoRules } from '@shared/returns/return.schemas';
import { type MultipartForm, readMultipartForm } from '@server/platform/read-multipart-form';

export type ReturnRequestBody = MultipartForm;

/**
 * The return form, and the dispute form (decision 026): text fields and up to five
 * "photos" files, read by the return photos' rules. A JSON body is read as fields with no photos.
 */
export function readReturnRequest(request: FastifyRequest): Promise<ReturnRequestBody> {
  return readMultipartForm(request, {
    maxBytes: returnPhotoRules.maxBytes,
    maxFiles: RETURN_PHOTO_MAX,
    maxFields: 10,
    tooManyFiles: returnMessages.tooManyPhotos,
    fileTooLarge: returnPhotoRules.messages.size,
  });
}
