import type { StatementImport } from '@shared/payments/reconciliation.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { announce } from '@server/platform/realtime';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { parseCamt } from './camt';
import { type CsvLayout, parseFrenchCsv } from './french-csv';
import { retainUntil, storeStatementFile } from './statement-file';
import type { StatementLine } from './statement-line';

/** UTF-8 when it is valid UTF-8, else Windows-1252, which French banks' CSV exports still use. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

export type StatementFormat = 'camt' | CsvLayout;

export function readStatement(data: Buffer): { format: StatementFormat; lines: StatementLine[] } {
  const text = decode(data).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badRequest("Ce fichier n'est pas un relevé bancaire lisible", 'STATEMENT_INVALID');
  if (text.trimStart().startsWith('<')) return { format: 'camt', lines: parseCamt(text) };
  const { layout, lines } = parseFrenchCsv(text);
  return { format: layout, lines };
}

/** Rows per insert: 13 values each, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/**
 * Reads the file, keeps it, and stores its lines 'pending' in one transaction; the job
 * (match-statement-lines.ts) matches them after the answer. A line already stored by an
 * earlier or overlapping statement keeps its key and is not stored again (ON CONFLICT DO
 * NOTHING): it is counted as already imported and never matched twice. A file that does not
 * read is refused before anything is kept.
 */
export async function importStatement(ctx: AppContext, admin: CurrentUser, upload: Upload): Promise<StatementImport> {
  const { format, lines } = readStatement(upload.data);
  const fileKey = await storeStatementFile(ctx, admin.id, format, upload.data);
  const importedAt = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const statement = await trx
      .insertInto('bank_statements')
      .values({
        uploaded_by: admin.id,
        filename: upload.filename.slice(0, 255),
        format,
        lines_read: lines.length,
        lines_new: 0,
        validated: 0,
        to_examine: 0,
        created_at: importedAt,
        finished_at: importedAt,
        file_key: fileKey,
        retain_until: retainUntil(importedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let linesNew = 0;
    for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
      const stored = await trx
        .insertInto('bank_statement_lines')
        .values(
          lines.slice(start, start + INSERT_CHUNK).map((line, index) => ({
            statement_id: statement.id,
            position: start + index,
            line_key: line.key,
            booked_on: line.bookedOn,
            amount_cents: line.amountCents,
            currency: line.currency,
            remittance: line.remittance,
            debtor_name: line.debtorName,
            bank_reference: line.bankReference,
            outcome: 'pending' as const,
            reason: null,
            order_id: null,
            created_at: importedAt,
          })),
        )
        .onConflict((oc) => oc.column('line_key').doNothing())
        .returning('id')
        .execute();
      linesNew += stored.length;
    }
    if (linesNew > 0) {
      await trx
        .updateTable('bank_statements')
        .set({ lines_new: linesNew, finished_at: null })
        .where('id', '=', statement.id)
        .execute();
      await announce(trx, { kind: 'statement', statementId: statement.id });
    }
    return {
      statementId: statement.id,
      linesRead: lines.length,
      linesNew,
      alreadyImported: lines.length - linesNew,
    };
  });
}
