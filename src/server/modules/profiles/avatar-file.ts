import type { Storage } from '@server/platform/storage/storage';
import { isSafeKey, publicUrl, storageKey } from '@server/platform/storage/storage';

/**
 * The storage key behind an avatar URL, only when it lies in the owner's own avatar folder:
 * a URL pointing anywhere else (another user's photo, a foreign site) never names a file to delete.
 */
export function ownAvatarKey(url: string | null, ownerId: string): string | null {
  const folder = publicUrl(`${storageKey('public', 'avatars', ownerId)}/`);
  if (!url?.startsWith(folder)) return null;
  const key = url.slice('/media/'.length);
  return isSafeKey(key) && key.split('/').length === 4 ? key : null;
}

/** Removes a profile photo's file; used when it is replaced and when an account is erased. */
export async function removeAvatarFile(storage: Storage, url: string | null, ownerId: string): Promise<void> {
  const key = ownAvatarKey(url, ownerId);
  if (key) await storage.delete(key);
}
