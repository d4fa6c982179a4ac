import sharp from 'sharp';

// Larger images than this are refused before decoding (decompression bombs).
export const MAX_INPUT_PIXELS = 40_000_000;

export const RENDITIONS = { card: 480, large: 1280 } as const;

export type ImageRenditions = { card: Buffer; large: Buffer; width: number; height: number };

/**
 * Re-encodes an image as WebP renditions: auto-rotated from its EXIF orientation, then
 * written without any metadata (sharp drops EXIF, GPS and ICC text unless asked to keep them).
 */
export async function createImageRenditions(input: Buffer): Promise<ImageRenditions> {
  const source = openImage(input);
  const render = (width: number, quality: number) =>
    source
      .clone()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
  const [card, large] = await Promise.all([render(RENDITIONS.card, 72), render(RENDITIONS.large, 80)]);
  return { card: card.data, large: large.data, width: large.info.width, height: large.info.height };
}

export const AVATAR_SIZE = 400;

/** A profile photo: the same clean re-encoding, cropped to a centred square (avatars are round). */
export async function createAvatarImage(input: Buffer): Promise<Buffer> {
  return openImage(input)
    .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

function openImage(input: Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}
