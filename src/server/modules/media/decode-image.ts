import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_ASPECT_RATIO, IMAGE_MAX_PIXELS, imageMessages } from '@shared/image-rules';
import { badRequest } from '@server/platform/errors';
import { createSemaphore } from '@server/platform/semaphore';

export type ImageMessages = { tooBig: string; tooElongated: string; unreadable: string };

// sharp decodes on libuv's thread pool, where better-auth's password hashing also runs: two
// decodes at a time on two cores leave room for sign-ins however many uploads arrive (decision 016).
const decoding = createSemaphore(2);

/**
 * Decodes an uploaded image for `render`, upright (EXIF orientation applied). The header alone
 * decides first, so a bomb is refused in milliseconds, never queued, never decoded.
 */
export async function decodeImage<T>(
  input: Buffer,
  render: (image: Sharp) => Promise<T>,
  messages: ImageMessages = imageMessages,
): Promise<T> {
  // No pixel limit on this read: it would answer a huge claim with an error we could not tell apart.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw badRequest(messages.unreadable, 'INVALID_FILE_TYPE');
  const { width, height } = header;
  if (width * height > IMAGE_MAX_PIXELS) throw badRequest(messages.tooBig, 'IMAGE_TOO_BIG');
  if (Math.max(width, height) > IMAGE_MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw badRequest(messages.tooElongated, 'IMAGE_TOO_ELONGATED');
  }
  return decoding(() =>
    render(sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate()).catch(() => {
      throw badRequest(messages.unreadable, 'INVALID_FILE_TYPE');
    }),
  );
}
