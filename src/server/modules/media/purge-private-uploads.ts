import { sql } from 'kysely';
import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

/** Long past any upload's own transaction: what is not attached by then never will be. */
const GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Private files recorded before being written (`storePrivateFile`) are forgotten once a row
 * references them; those no row came to reference (the process died in between, or the
 * change was refused) are deleted with their file, so no one's proof stays on disk for ever.
 */
export function purgePrivateUploadsJob(ctx: AppContext): Job {
  return {
    name: 'purge-private-uploads',
    everyMs: 60 * 60 * 1000,
    run: async (db) => {
      const cutoff = new Date(ctx.clock.now().getTime() - GRACE_MS);
      const due = await db
        .selectFrom('private_uploads as u')
        .select([
          'u.key',
          sql<boolean>`EXISTS (SELECT 1 FROM payments WHERE proof_key = u.key)
            OR EXISTS (SELECT 1 FROM order_supplements WHERE proof_key = u.key)
            OR EXISTS (SELECT 1 FROM payouts WHERE proof_key = u.key)
            OR EXISTS (SELECT 1 FROM return_photos WHERE storage_key = u.key)
            OR EXISTS (SELECT 1 FROM message_photos WHERE storage_key = u.key)
            OR EXISTS (SELECT 1 FROM returns WHERE seller_refund_proof_key = u.key OR admin_refund_proof_key = u.key)
            OR EXISTS (SELECT 1 FROM seller_verifications WHERE document_key = u.key)
            OR EXISTS (SELECT 1 FROM bank_statements WHERE file_key = u.key)`.as('attached'),
        ])
        .where('u.created_at', '<', cutoff)
        .limit(BATCH)
        .execute();
      const orphans = due.filter((row) => !row.attached).map((row) => row.key);
      await Promise.all(orphans.map((key) => ctx.storage.delete(key)));
      if (due.length > 0) {
        await db
          .deleteFrom('private_uploads')
          .where(
            'key',
            'in',
            due.map((row) => row.key),
          )
          .execute();
      }
      return orphans.length;
    },
  };
}
