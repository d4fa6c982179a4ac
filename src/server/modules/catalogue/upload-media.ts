import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  mediaMessages,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_VIDEO_MAX_BYTES,
  type MediaKind,
} from '@shared/catalogue/media-rules';
import type { Media } from '@shared/catalogue/product.schemas';
import { namedImageMessages } from '@shared/image-rules';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { publicUrl, storageKey } from '@server/platform/storage/storage';
import { createImageRenditions } from '../media/image-renditions';
import { imageMedia } from './product-rows';

// Decided by the bytes, never by the name or the browser's claim. Formats sharp decodes.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
  ['video/quicktime', 'mov'],
]);

export type UploadedFile = { filename: string; data: Buffer; truncated: boolean };

/** Checks, converts and stores one product file; it waits, unattached, for a product to claim it. */
export async function uploadProductMedia(
  ctx: AppContext,
  ownerId: string,
  kind: MediaKind,
  file: UploadedFile,
): Promise<Media> {
  const name = displayName(file.filename);
  const limit = kind === 'image' ? PRODUCT_IMAGE_MAX_BYTES : PRODUCT_VIDEO_MAX_BYTES;
  if (file.truncated || file.data.length > limit) {
    throw badRequest(
      kind === 'image' ? mediaMessages.imageTooLarge(name) : mediaMessages.videoTooLarge(name),
      'FILE_TOO_LARGE',
    );
  }
  const sniffed = await fileTypeFromBuffer(file.data);
  return kind === 'image'
    ? storeImage(ctx, ownerId, name, file.data, sniffed?.mime)
    : storeVideo(ctx, ownerId, name, file.data, sniffed?.mime);
}

async function storeImage(ctx: AppContext, ownerId: string, name: string, data: Buffer, mime: string | undefined) {
  if (!mime || !IMAGE_TYPES.has(mime)) throw badRequest(mediaMessages.notAnImage(name), 'INVALID_FILE_TYPE');
  const renditions = await createImageRenditions(data, {
    ...namedImageMessages(name),
    unreadable: mediaMessages.notAnImage(name),
  });
  const id = randomUUID();
  const cardKey = storageKey('public', 'products', `${id}-card.webp`);
  const largeKey = storageKey('public', 'products', `${id}-large.webp`);
  await ctx.storage.put(cardKey, renditions.card, 'image/webp');
  await ctx.storage.put(largeKey, renditions.large, 'image/webp');
  await ctx.db
    .insertInto('product_media')
    .values({
      id,
      owner_id: ownerId,
      kind: 'image',
      position: 0,
      card_key: cardKey,
      large_key: largeKey,
      content_type: 'image/webp',
      width: renditions.width,
      height: renditions.height,
      bytes: renditions.large.length,
    })
    .execute();
  return imageMedia({ id, card_key: cardKey, large_key: largeKey, width: renditions.width, height: renditions.height });
}

async function storeVideo(ctx: AppContext, ownerId: string, name: string, data: Buffer, mime: string | undefined) {
  const extension = mime ? VIDEO_TYPES.get(mime) : undefined;
  if (!mime || !extension) throw badRequest(mediaMessages.notAVideo(name), 'INVALID_FILE_TYPE');
  const id = randomUUID();
  const key = storageKey('public', 'products', `${id}.${extension}`);
  await ctx.storage.put(key, data, mime);
  await ctx.db
    .insertInto('product_media')
    .values({
      id,
      owner_id: ownerId,
      kind: 'video',
      position: 0,
      video_key: key,
      content_type: mime,
      bytes: data.length,
    })
    .execute();
  return videoMedia({ id, video_key: key });
}

export function videoMedia(media: { id: string; video_key: string | null }): Media {
  const url = publicUrl(media.video_key ?? '');
  return { id: media.id, kind: 'video', url, largeUrl: url, width: null, height: null };
}

/** The name as the user knows it, for messages; never used as a path. */
function displayName(filename: string): string {
  return filename.replace(/[\r\n]/g, ' ').slice(0, 120) || 'Fichier';
}
