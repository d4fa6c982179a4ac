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
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const render = (width: number, quality: number) =>
    source.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true }).webp({ quality }).toBuffer({ resolveWithObject: true });
  const [card, large] = await Promise.all([render(RENDITIONS.card, 72), render(RENDITIONS.large, 80)]);
  return { card: card.data, large: large.data, width: large.info.width, height: large.info.height };
}
