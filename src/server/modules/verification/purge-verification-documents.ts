import { subDays } from 'date-fns';
import { VERIFICATION_DOCUMENT_RETENTION_DAYS } from '@shared/trust/verification.schemas';
import type { AppContext } from '@server/context';
import type { Job } from '@server/platform/jobs';

const BATCH = 100;

/**
 * Identity documents are deleted 30 days after the decision (privacy page): the file first,
 * then the key, so a failure leaves the row for the next pass rather than a file no one finds.
 */
export function purgeVerificationDocumentsJob(ctx: AppContext): Job {
  return {
    name: 'purge-verification-documents',
    everyMs: 60 * 60 * 1000,
    run: async (db) => {
      const cutoff = subDays(ctx.clock.now(), VERIFICATION_DOCUMENT_RETENTION_DAYS);
      const due = await db
        .selectFrom('seller_verifications')
        .select(['id', 'document_key'])
        .where('document_key', 'is not', null)
        .where('decided_at', '<', cutoff)
        .limit(BATCH)
        .execute();
      for (const row of due) {
        if (row.document_key) await ctx.storage.delete(row.document_key);
        await db.updateTable('seller_verifications').set({ document_key: null }).where('id', '=', row.id).execute();
      }
      return due.length;
    },
  };
}
