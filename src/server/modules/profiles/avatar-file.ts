import type { Storage } from '@server/platform/storage/storage';
import { isSafeKey, publicUrl } from '@server/platform/storage/storage';

const AVATAR_PREFIX = publicUrl('public/avatars/');

/** The storage key behind an avatar URL we stored; null for anything else (never delete what is not ours). */
export function avatarKeyFromUrl(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_PREFIX)) return null;
  const key = url.slice('/media/'.length);
  return isSafeKey(key) ? key : null;
}

/** Removes a profile photo's file; used when it is replaced and when an account is erased. */
export async function removeAvatarFile(storage: Storage, url: string | null): Promise<void> {
  const key = avatarKeyFromUrl(url);
  if (key) await storage.delete(key);
}
