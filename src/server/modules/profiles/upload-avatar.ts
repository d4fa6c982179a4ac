import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_LARGEST, type AvatarWidth } from '@shared/profile/avatar-sources';
import { avatarFileRules } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import { storeAvatarRenditions } from './store-avatar';
import { removeAvatarFiles } from './avatar-file';

type AvatarAnswer = { avatarUrl: string; renditions: { width: AvatarWidth; height: AvatarWidth; url: string }[] };

/**
 * Checks the photo by its bytes (JPG, PNG, WEBP, at most 2 MB), re-encodes it without
 * metadata in every rendition, points the profile at them, then removes the previous files.
 */
export async function uploadAvatar(ctx: AppContext, userId: string, file: Upload): Promise<AvatarAnswer> {
  if (file.truncated || file.data.length > avatarFileRules.maxBytes) {
    throw badRequest(avatarFileRules.messages.size, 'FILE_TOO_LARGE');
  }
  const sniffed = await fileTypeFromBuffer(file.data);
  if (!sniffed || !avatarFileRules.types.includes(sniffed.mime)) {
    throw badRequest(avatarFileRules.messages.type, 'INVALID_FILE_TYPE');
  }
  // Spec §7: user id + avatar-timestamp; the random tail keeps every name new, as public files are cached forever.
  const stem = `avatar-${ctx.clock.now().getTime()}-${randomBytes(4).toString('hex')}`;
  const stored = await storeAvatarRenditions(ctx.storage, userId, stem, file.data);
  const avatarUrl = stored.get(AVATAR_LARGEST) as string;

  let previousUrl: string | null;
  try {
    previousUrl = await replaceAvatarUrl(ctx, userId, avatarUrl);
  } catch (error) {
    await removeAvatarFiles(ctx.storage, avatarUrl, userId);
    throw error;
  }
  await removeAvatarFiles(ctx.storage, previousUrl, userId);
  const renditions = [...stored].map(([width, url]) => ({ width, height: width, url }));
  return { avatarUrl, renditions };
}

/** Swaps the URL under a row lock, so two uploads at once each remove the files they replaced. */
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
