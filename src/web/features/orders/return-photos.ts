import { fileRuleError } from '@shared/file-rules';
import { RETURN_PHOTO_MAX, returnMessages, returnPhotoRules } from '@shared/returns/return.schemas';

/** The first problem with photos chosen for a return or a dispute, checked before sending. */
export function returnPhotosError(photos: File[]): string | undefined {
  if (photos.length > RETURN_PHOTO_MAX) return returnMessages.tooManyPhotos;
  for (const photo of photos) {
    const problem = fileRuleError(photo, returnPhotoRules);
    if (problem) return problem;
  }
  return undefined;
}
