import type { StatementImport, StatementLineResult } from '@shared/payments/reconciliation.schemas';
import type { AppContext } from '@server/context';
import { AppError, badRequest } from '@server/platform/errors';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { parseCamt } from './camt';
import { type CsvLayout, parseFrenchCsv } from './french-csv';
import { settleLine } from './settle-line';
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

const lineDetails = (line: StatementLine) => ({
  source: 'Rapprochement bancaire',
  line: {
    bookedOn: line.bookedOn,
    amountCents: line.amountCents,
    remittance: line.remittance,
    debtorName: line.debtorName,
    bankReference: line.bankReference,
  },
});

type Outcome = Pick<StatementLineResult, 'outcome' | 'reason' | 'orderNumber'>;

/**
 * One line, one transaction: the line is stored once (its key is unique, so a second import
 * or a concurrent one stores nothing and validates nothing), then the exact match is
 * validated by the same code as the admin's 'Valider'.
 */
async function importLine(ctx: AppContext, admin: CurrentUser, statementId: string, line: StatementLine) {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const origin = { statementId, provider: null };
    const { decision, stored } = await settleLine(trx, ctx, line, origin, {
      validator: admin,
      at,
      details: () => lineDetails(line),
    });
    const orderNumber = decision.order?.order_number ?? null;
    if (!stored) return { outcome: 'already_imported', reason: null, orderNumber };
    const examine = decision.kind === 'examine';
    return { outcome: examine ? 'to_examine' : 'validated', reason: examine ? decision.reason : null, orderNumber };
  });
}

/** When the order moved between the decision and the validation, decide again on what it became. */
async function importLineOnce(ctx: AppContext, admin: CurrentUser, statementId: string, line: StatementLine) {
  try {
    return await importLine(ctx, admin, statementId, line);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    return importLine(ctx, admin, statementId, line);
  }
}

export async function importStatement(ctx: AppContext, admin: CurrentUser, upload: Upload): Promise<StatementImport> {
  const { format, lines } = readStatement(upload.data);
  // Only a statement that reads is kept: a refused file leaves nothing behind.
  const fileKey = await storeStatementFile(ctx, admin.id, format, upload.data);
  const importedAt = ctx.clock.now();
  const statement = await ctx.db
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
      file_key: fileKey,
      retain_until: retainUntil(importedAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const results: StatementLineResult[] = [];
  // One after the other: two lines of one statement may name the same order.
  for (const line of lines) {
    const outcome = await importLineOnce(ctx, admin, statement.id, line);
    results.push({
      bookedOn: line.bookedOn,
      amountCents: line.amountCents,
      currency: line.currency,
      remittance: line.remittance,
      debtorName: line.debtorName,
      ...outcome,
    });
  }
  const count = (outcome: StatementLineResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const summary = {
    validated: count('validated'),
    toExamine: count('to_examine'),
    alreadyImported: count('already_imported'),
  };
  await ctx.db
    .updateTable('bank_statements')
    .set({
      lines_new: lines.length - summary.alreadyImported,
      validated: summary.validated,
      to_examine: summary.toExamine,
    })
    .where('id', '=', statement.id)
    .execute();
  return { statementId: statement.id, linesRead: lines.length, ...summary, lines: results };
}
