/**
 * What an uploaded picture may be, read from its header before any pixel is decoded
 * (decision 016): a 24 MP phone photo passes, a decompression bomb does not.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_MAX_ASPECT_RATIO = 10;

const pixels = `max ${IMAGE_MAX_PIXELS / 1_000_000} mégapixels`;
const ratio = `un côté au plus ${IMAGE_MAX_ASPECT_RATIO} fois plus long que l'autre`;

export const imageMessages = {
  tooBig: `Image trop grande (${pixels})`,
  tooElongated: `Image trop allongée (${ratio})`,
  unreadable: 'Image illisible ou endommagée',
} as const;

/** The same refusals naming the file, for the product form's list of uploads. */
export const namedImageMessages = (file: string) => ({
  tooBig: `${file} est une image trop grande (${pixels})`,
  tooElongated: `${file} est une image trop allongée (${ratio})`,
});
