import { MEDIA_LIMITS, type Media } from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import { productFileError, type MediaKind } from '@shared/catalogue/media-rules';

export type FormMode = 'add' | 'edit';

/** One picked or saved file; `media` is null until its upload has finished. */
export type MediaItem = {
  key: string;
  kind: MediaKind;
  /** The file name, or 'Photo 2' / 'Vidéo 1' for media saved earlier (the API keeps no name). */
  name: string;
  progress: number;
  media: Media | null;
};

/** 6 images and 2 videos, on add and on edit alike (decisions.md). */
export const mediaLimit = (kind: MediaKind): number => (kind === 'video' ? MEDIA_LIMITS.videos : MEDIA_LIMITS.images);

const limitMessage = (kind: MediaKind): string =>
  kind === 'video' ? productMessages.tooManyVideos : productMessages.tooManyImages;

type PickedFile = { name: string; size: number; type: string };

/**
 * Sorts a picked batch: bad files are skipped with their own message, files past the
 * limit with the limit message (once), and the rest go on to upload (spec §5, §8).
 */
export function screenFiles<F extends PickedFile>(
  files: readonly F[],
  kind: MediaKind,
  currentCount: number,
): { accepted: F[]; messages: string[] } {
  const accepted: F[] = [];
  const messages: string[] = [];
  let overLimit = false;
  for (const file of files) {
    const error = productFileError(file, kind);
    if (error) {
      messages.push(error);
    } else if (currentCount + accepted.length < mediaLimit(kind)) {
      accepted.push(file);
    } else if (!overLimit) {
      overLimit = true;
      messages.push(limitMessage(kind));
    }
  }
  return { accepted, messages };
}

/** Moves one item by `offset` places, staying inside the list; a new array (React state). */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(Math.max(index + offset, 0), items.length - 1);
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}

/** The ids to send, in the order shown: the first image becomes the card image. */
export function uploadedIds(items: readonly MediaItem[]): string[] {
  return items.flatMap((item) => (item.media ? [item.media.id] : []));
}

/** The product's saved media as finished items of one kind, for the edit form. */
export function savedMediaItems(media: readonly Media[], kind: MediaKind): MediaItem[] {
  const label = kind === 'image' ? 'Photo' : 'Vidéo';
  return media
    .filter((item) => item.kind === kind)
    .map((item, index) => ({ key: item.id, kind, name: `${label} ${index + 1}`, progress: 100, media: item }));
}
