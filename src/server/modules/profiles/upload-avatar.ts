import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { avatarFileRules } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import { publicUrl, storageKey } from '@server/platform/storage/storage';
import { createAvatarImage } from '../media/image-renditions';
import { removeAvatarFile } from './avatar-file';

/**
 * Checks the photo by its bytes (JPG, PNG, WEBP, at most 2 MB), re-encodes it without
 * metadata, points the profile at it, then removes the previous file.
 */
export async function uploadAvatar(ctx: AppContext, userId: string, file: Upload): Promise<{ avatarUrl: string }> {
  if (file.truncated || file.data.length > avatarFileRules.maxBytes) {
    throw badRequest(avatarFileRules.messages.size, 'FILE_TOO_LARGE');
  }
  const sniffed = await fileTypeFromBuffer(file.data);
  if (!sniffed || !avatarFileRules.types.includes(sniffed.mime)) {
    throw badRequest(avatarFileRules.messages.type, 'INVALID_FILE_TYPE');
  }
  const image = await createAvatarImage(file.data);

  // Spec §7: user id + avatar-timestamp; the random tail keeps every name new, as public files are cached forever.
  const name = `avatar-${ctx.clock.now().getTime()}-${randomBytes(4).toString('hex')}.webp`;
  const key = storageKey('public', 'avatars', userId, name);
  await ctx.storage.put(key, image, 'image/webp');
  const avatarUrl = publicUrl(key);

  let previousUrl: string | null;
  try {
    previousUrl = await replaceAvatarUrl(ctx, userId, avatarUrl);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  await removeAvatarFile(ctx.storage, previousUrl, userId);
  return { avatarUrl };
}

/** Swaps the URL under a row lock, so two uploads at once each remove the file they replaced. */
async function replaceAvatarUrl(ctx: AppContext, userId: string, avatarUrl: string): Promise<string | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('profiles')
      .select('avatar_url')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('profiles')
      .set({ avatar_url: avatarUrl, updated_at: ctx.clock.now() })
      .where('id', '=', userId)
      .execute();
    return previous.avatar_url;
  });
}
