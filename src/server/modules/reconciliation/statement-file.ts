import { statementImportMessages } from '@shared/payments/statement-imports.schemas';
import type { AppContext } from '@server/context';
import { notFound } from '@server/platform/errors';
import { storePrivateFile } from '../media/private-file';
import { parisDay } from '@shared/paris-time';
import { PROOF_URL_LIFETIME_SECONDS } from '../orders/proof-url';
import type { StatementFormat } from './import-statement';

/** Code de commerce L123-22: accounting vouchers are kept ten years (decision 047). */
export const RETENTION_YEARS = 10;

/** Ten years after the import's day in Paris (a 29 February gives 1 March). */
export function retainUntil(importedAt: Date): string {
  const [year, month, day] = parisDay(importedAt).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + RETENTION_YEARS, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * The statement as the admin sent it, a private upload under `private/statements/`: served only
 * through a signed URL, always as a download (media.routes.ts), never public.
 */
export async function storeStatementFile(
  ctx: Pick<AppContext, 'storage' | 'db'>,
  adminId: string,
  format: StatementFormat,
  data: Buffer,
): Promise<string> {
  const xml = format === 'camt';
  return storePrivateFile(ctx, 'statements', adminId, {
    data,
    mime: xml ? 'application/xml' : 'text/csv',
    extension: xml ? 'xml' : 'csv',
  });
}

/** A link to download the statement, signed for an hour like a proof's. */
export async function statementFileUrl(ctx: AppContext, statementId: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('bank_statements')
    .select('file_key')
    .where('id', '=', statementId)
    .executeTakeFirst();
  if (!row) throw notFound(statementImportMessages.notFound, 'STATEMENT_NOT_FOUND');
  if (!row.file_key) throw notFound(statementImportMessages.noFile, 'STATEMENT_FILE_NOT_KEPT');
  return ctx.signer.signedUrl(row.file_key, PROOF_URL_LIFETIME_SECONDS);
}
