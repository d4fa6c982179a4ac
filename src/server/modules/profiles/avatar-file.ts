import { AVATAR_WIDTHS, avatarRenditionUrl } from '@shared/profile/avatar-sources';
import type { Storage } from '@server/platform/storage/storage';
import { isSafeKey, publicUrl, storageKey } from '@server/platform/storage/storage';

const mediaKey = (url: string) => url.slice('/media/'.length);

/**
 * The storage keys behind an avatar URL (each rendition of its set), only when it lies in the
 * owner's own avatar folder: a URL pointing anywhere else (another user's photo, a foreign site)
 * never names a file to delete.
 */
export function ownAvatarKeys(url: string | null, ownerId: string): string[] {
  const folder = publicUrl(`${storageKey('public', 'avatars', ownerId)}/`);
  if (!url?.startsWith(folder)) return [];
  const key = mediaKey(url);
  if (!isSafeKey(key) || key.split('/').length !== 4) return [];
  return [...new Set(AVATAR_WIDTHS.map((width) => mediaKey(avatarRenditionUrl(url, width))))];
}

/** Removes a profile photo's files; used when it is replaced and when an account is erased. */
export async function removeAvatarFiles(storage: Storage, url: string | null, ownerId: string): Promise<void> {
  await Promise.all(ownAvatarKeys(url, ownerId).map((key) => storage.delete(key)));
}
