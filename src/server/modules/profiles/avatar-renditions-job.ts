import { sql } from 'kysely';
import { AVATAR_LARGEST } from '@shared/profile/avatar-sources';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { removeAvatarFiles, ownAvatarKeys } from './avatar-file';
import { storeAvatarRenditions } from './store-avatar';

const BATCH = 50;

/**
 * Avatars stored before decision 031 were one 400 px file: this job gives each its small
 * renditions, under new names, and points the profile at them (compare-and-set, so a photo
 * uploaded meanwhile wins). A file that is gone or unreadable leaves the profile without a photo,
 * which pages show as initials. Once every old avatar is done, a pass is one empty query.
 */
export function avatarRenditionsJob(ctx: AppContext): Job {
  return {
    name: 'avatar-renditions',
    everyMs: 24 * 60 * 60 * 1000,
    run: async (db) => {
      let done = 0;
      for (;;) {
        const rows = await db
          .selectFrom('profiles')
          .select(['id', 'avatar_url'])
          .where(sql<boolean>`avatar_url LIKE '/media/public/avatars/' || id || '/%'`)
          .where('avatar_url', 'not like', `%-${AVATAR_LARGEST}.webp`)
          .limit(BATCH)
          .execute();
        for (const row of rows) done += await addRenditions(ctx, db, row.id, row.avatar_url as string);
        if (rows.length < BATCH) return done;
      }
    },
  };
}

async function addRenditions(ctx: AppContext, db: Db, ownerId: string, oldUrl: string): Promise<number> {
  const [oldKey] = ownAvatarKeys(oldUrl, ownerId);
  const old = oldKey ? await ctx.storage.get(oldKey) : null;
  const stem = oldKey?.slice(oldKey.lastIndexOf('/') + 1).replace(/\.webp$/, '');
  const stored =
    old && stem ? await storeAvatarRenditions(ctx.storage, ownerId, stem, old.data).catch(() => null) : null;
  const newUrl = stored?.get(AVATAR_LARGEST) ?? null;
  const swapped = await db
    .updateTable('profiles')
    .set({ avatar_url: newUrl })
    .where('id', '=', ownerId)
    .where('avatar_url', '=', oldUrl)
    .executeTakeFirst();
  if (swapped.numUpdatedRows === 0n) {
    await removeAvatarFiles(ctx.storage, newUrl, ownerId);
    return 0;
  }
  await removeAvatarFiles(ctx.storage, oldUrl, ownerId);
  return 1;
}
