import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads never attached to a product (an abandoned form) are removed after a day, files included. */
export function purgeUnclaimedMediaJob(ctx: AppContext): Job {
  return {
    name: 'purge-unclaimed-media',
    everyMs: 60 * 60 * 1000,
    run: async (db) => {
      const cutoff = new Date(ctx.clock.now().getTime() - DAY_MS);
      const removed = await db
        .deleteFrom('product_media')
        .where('product_id', 'is', null)
        .where('created_at', '<', cutoff)
        .returning(['card_key', 'large_key', 'video_key'])
        .execute();
      const keys = removed
        .flatMap((row) => [row.card_key, row.large_key, row.video_key])
        .filter((key): key is string => key !== null);
      await Promise.all(keys.map((key) => ctx.storage.delete(key)));
      return removed.length;
    },
  };
}
