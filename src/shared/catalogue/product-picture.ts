import { IMAGE_RENDITIONS } from './media-rules';

export type Picture = { url: string; largeUrl: string; width: number | null; height: number | null };

/** A rendition's width: the picture fitted inside a square of that side, never enlarged. */
function renditionWidth(picture: Picture, side: number): number {
  const { width, height } = picture;
  if (!width || !height) return side;
  return Math.round(width * Math.min(1, side / Math.max(width, height)));
}

/**
 * Both renditions, so that the browser takes the smallest that fills `sizes` at the screen's
 * density. The server writes the same for the product page's preload of its first picture.
 */
export function pictureSrcSet(picture: Picture): string {
  return `${picture.url} ${renditionWidth(picture, IMAGE_RENDITIONS.card)}w, ${picture.largeUrl} ${renditionWidth(picture, IMAGE_RENDITIONS.large)}w`;
}

/** A shop card's width: half a phone, then a third or a quarter of the page (max 72rem). */
export const CARD_SIZES = '(min-width: 1152px) 270px, (min-width: 900px) 25vw, (min-width: 700px) 33vw, 50vw';

/** A product page's gallery: the whole width of a phone, half a computer's page. */
export const SLIDE_SIZES = '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw';
