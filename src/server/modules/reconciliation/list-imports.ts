import { sql } from 'kysely';
import {
  IMPORTS_PAGE_SIZE,
  type MonthlyShare,
  type StatementImportsPage,
} from '@shared/payments/statement-imports.schemas';
import type { AppContext } from '@server/context';
import { splitPage } from '@server/platform/paging';

/**
 * Payments validated this calendar month in Paris, and how many of them a statement line or a
 * provider's callback validated with no admin: a line linked by hand from 'À examiner' was an
 * admin's work. decided_at, set by the admin's decision, rather than decided_by, which the
 * admin's erasure empties.
 */
export async function monthlyShare(ctx: AppContext): Promise<MonthlyShare> {
  const now = ctx.clock.now();
  const monthStart = sql<Date>`date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris'`;
  const row = await ctx.db
    .selectFrom('payments as p')
    .leftJoin('bank_statement_lines as l', 'l.id', 'p.reconciled_line_id')
    .select([
      sql<number>`count(*)::int`.as('validated'),
      sql<number>`(count(*) FILTER (WHERE l.id IS NOT NULL AND l.decided_at IS NULL))::int`.as('reconciled'),
    ])
    .where('p.status', '=', 'paid')
    .where('p.validated_at', '>=', monthStart)
    .where('p.validated_at', '<=', now)
    .executeTakeFirstOrThrow();
  const validated = Number(row.validated);
  const reconciled = Number(row.reconciled);
  return { validated, reconciled, percent: validated === 0 ? null : Math.round((reconciled * 100) / validated) };
}

/** The imports, newest first, a page of 20 at a time. */
export async function listImports(ctx: AppContext, page: number): Promise<StatementImportsPage> {
  const rows = await ctx.db
    .selectFrom('bank_statements as s')
    .leftJoin('profiles as a', 'a.id', 's.uploaded_by')
    .select([
      's.id',
      's.created_at',
      's.uploaded_by',
      'a.full_name',
      's.filename',
      's.format',
      's.lines_read',
      's.lines_new',
      's.validated',
      's.to_examine',
      's.lines_done',
      's.finished_at',
      's.retain_until',
      's.file_key',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(IMPORTS_PAGE_SIZE + 1)
    .offset((page - 1) * IMPORTS_PAGE_SIZE)
    .execute();
  const { page: shown, hasMore } = splitPage(rows, IMPORTS_PAGE_SIZE);
  return {
    imports: shown.map((row) => ({
      id: row.id,
      importedAt: row.created_at.toISOString(),
      admin: row.uploaded_by ? { id: row.uploaded_by, name: row.full_name ?? '' } : null,
      filename: row.filename,
      format: row.format,
      linesRead: row.lines_read,
      validated: row.validated,
      toExamine: row.to_examine,
      duplicatesSkipped: row.lines_read - row.lines_new,
      linesToMatch: row.lines_new,
      linesMatched: row.lines_done,
      finishedAt: row.finished_at?.toISOString() ?? null,
      retainUntil: row.retain_until,
      hasFile: row.file_key !== null,
    })),
    page,
    hasMore,
    monthlyShare: await monthlyShare(ctx),
  };
}
