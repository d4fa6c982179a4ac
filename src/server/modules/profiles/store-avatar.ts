import type { AvatarWidth } from '@shared/profile/avatar-sources';
import { publicUrl, storageKey, type Storage } from '@server/platform/storage/storage';
import { createAvatarRenditions } from '../media/image-renditions';

/**
 * Re-encodes a photo into every avatar rendition and stores them as `<stem>-<width>.webp` in the
 * owner's folder (decision 031). Returns each width's URL, smallest first; nothing stays stored
 * when a write fails.
 */
export async function storeAvatarRenditions(
  storage: Storage,
  ownerId: string,
  stem: string,
  photo: Buffer,
): Promise<Map<AvatarWidth, string>> {
  const renditions = await createAvatarRenditions(photo);
  const keys = new Map(
    [...renditions.keys()].map((width) => [width, storageKey('public', 'avatars', ownerId, `${stem}-${width}.webp`)]),
  );
  try {
    for (const [width, image] of renditions) await storage.put(keys.get(width) as string, image, 'image/webp');
  } catch (error) {
    await Promise.all([...keys.values()].map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return new Map([...keys].map(([width, key]) => [width, publicUrl(key)]));
}
