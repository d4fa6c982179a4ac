import { IMAGE_RENDITIONS } from '@shared/catalogue/media-rules';
import { AVATAR_WIDTHS, type AvatarWidth } from '@shared/profile/avatar-sources';
import { type ImageMessages, decodeImage } from './decode-image';

// Shared: the pages describe these widths in their srcset.
export const RENDITIONS = IMAGE_RENDITIONS;

export type ImageRenditions = { card: Buffer; large: Buffer; width: number; height: number };

// Every output below is a new WebP: sharp writes no EXIF, GPS or ICC text unless asked to keep them.

/** A product image as WebP renditions. */
export async function createImageRenditions(input: Buffer, messages?: ImageMessages): Promise<ImageRenditions> {
  return decodeImage(
    input,
    async (source) => {
      const render = (width: number, quality: number) =>
        source
          .clone()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality })
          .toBuffer({ resolveWithObject: true });
      // One after the other: each holds a thread of libuv's pool, and a decoding slot counts as one.
      const large = await render(RENDITIONS.large, 80);
      const card = await render(RENDITIONS.card, 72);
      return { card: card.data, large: large.data, width: large.info.width, height: large.info.height };
    },
    messages,
  );
}

/** A profile photo cropped to a centred square (avatars are round), in every width pages show. */
export async function createAvatarRenditions(input: Buffer): Promise<Map<AvatarWidth, Buffer>> {
  return decodeImage(input, async (source) => {
    const renditions = new Map<AvatarWidth, Buffer>();
    // One after the other, like the product renditions: a decoding slot holds one pool thread.
    for (const width of AVATAR_WIDTHS) {
      const square = source.clone().resize({ width, height: width, fit: 'cover' });
      renditions.set(width, await square.webp({ quality: 80 }).toBuffer());
    }
    return renditions;
  });
}

// Large enough to read a bank statement's screenshot, small enough to keep a year of proofs.
export const PRIVATE_IMAGE_MAX_SIDE = 2000;

/** A proof or a return photo, of which only the picture is kept. */
export async function createPrivateImage(input: Buffer): Promise<Buffer> {
  return decodeImage(input, (image) =>
    image
      .resize({
        width: PRIVATE_IMAGE_MAX_SIDE,
        height: PRIVATE_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}
