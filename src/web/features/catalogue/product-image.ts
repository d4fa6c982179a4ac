import { IMAGE_RENDITIONS } from '@shared/catalogue/media-rules';

type Picture = { url: string; largeUrl: string; width: number | null; height: number | null };

// Without stored dimensions, reserve a square: the boxes are square anyway (object-cover).
const FALLBACK_SIZE = 400;

/** A rendition's width: the picture fitted inside a square of that side, never enlarged. */
function renditionWidth(picture: Picture, side: number): number {
  const { width, height } = picture;
  if (!width || !height) return side;
  return Math.round(width * Math.min(1, side / Math.max(width, height)));
}

/**
 * The attributes of a product picture: both renditions in srcset so that the browser takes the
 * smallest that fills `sizes` at the screen's density, explicit dimensions (no shift when it
 * arrives), and for the first pictures on screen an eager, high-priority load.
 */
export function pictureProps(picture: Picture, sizes: string, priority: boolean) {
  return {
    src: picture.url,
    srcSet: `${picture.url} ${renditionWidth(picture, IMAGE_RENDITIONS.card)}w, ${picture.largeUrl} ${renditionWidth(picture, IMAGE_RENDITIONS.large)}w`,
    sizes,
    width: picture.width ?? FALLBACK_SIZE,
    height: picture.height ?? FALLBACK_SIZE,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
  };
}

/** A shop card's width: half a phone, then a third or a quarter of the page (max 72rem). */
export const CARD_SIZES = '(min-width: 1152px) 270px, (min-width: 900px) 25vw, (min-width: 700px) 33vw, 50vw';
