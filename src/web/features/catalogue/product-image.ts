import { type Picture, pictureSrcSet } from '@shared/catalogue/product-picture';

// Without stored dimensions, reserve a square: the boxes are square anyway (object-cover).
const FALLBACK_SIZE = 400;

/**
 * The attributes of a product picture: srcset and sizes, explicit dimensions (no shift when it
 * arrives), and for the first pictures on screen an eager, high-priority load.
 */
export function pictureProps(picture: Picture, sizes: string, priority: boolean) {
  return {
    src: picture.url,
    srcSet: pictureSrcSet(picture),
    sizes,
    width: picture.width ?? FALLBACK_SIZE,
    height: picture.height ?? FALLBACK_SIZE,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
  };
}
