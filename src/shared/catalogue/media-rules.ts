/** Upload limits for product media (spec §5, §9), checked by the form and enforced by the server. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const PRODUCT_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const mediaMessages = {
  notAnImage: (file: string) => `${file} n'est pas une image valide`,
  notAVideo: (file: string) => `${file} n'est pas une vidéo valide`,
  imageTooLarge: (file: string) => `${file} est trop volumineux (max 5MB)`,
  videoTooLarge: (file: string) => `${file} est trop volumineux (max 50MB)`,
  uploadFailedImages: "Erreur lors de l'upload des images",
  uploadFailedVideos: "Erreur lors de l'upload des vidéos",
} as const;

export type MediaKind = 'image' | 'video';

/** The browser's first look at a chosen file; the server decides again from the bytes. */
export function productFileError(file: { name: string; size: number; type: string }, kind: MediaKind): string | null {
  if (kind === 'image') {
    if (!file.type.startsWith('image/')) return mediaMessages.notAnImage(file.name);
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) return mediaMessages.imageTooLarge(file.name);
    return null;
  }
  if (!file.type.startsWith('video/')) return mediaMessages.notAVideo(file.name);
  if (file.size > PRODUCT_VIDEO_MAX_BYTES) return mediaMessages.videoTooLarge(file.name);
  return null;
}

/** Widths of a product picture's renditions (fit inside a square of that side): the pages' srcset. */
export const IMAGE_RENDITIONS = { card: 480, large: 1280 } as const;
