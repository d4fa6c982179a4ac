import { sql } from 'kysely';
import type { ReconciliationExceptionPage } from '@shared/payments/reconciliation.schemas';
import type { PageQuery } from '@shared/paging';
import type { AppContext } from '@server/context';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';

/** The lines 'À examiner', newest first, a page at a time (decision 069), with how many wait in all. */
export async function listReconciliationExceptions(
  ctx: AppContext,
  paging: PageQuery,
): Promise<ReconciliationExceptionPage> {
  let query = ctx.db
    .selectFrom('bank_statement_lines as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.booked_on',
      'l.amount_cents',
      'l.currency',
      'l.remittance',
      'l.debtor_name',
      'l.reason',
      'l.created_at',
      'o.order_number',
    ])
    .where('l.outcome', '=', 'to_examine');
  if (paging.cursor) {
    query = query.where(olderThan('bank_statement_lines', 'l.created_at', 'l.id', decodeCursor(paging.cursor)));
  }
  const rows = await query
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(paging.limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, paging.limit);
  const { total } = await ctx.db
    .selectFrom('bank_statement_lines')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('outcome', '=', 'to_examine')
    .executeTakeFirstOrThrow();
  return {
    items: page.map((row) => ({
      id: row.id,
      bookedOn: row.booked_on,
      amountCents: row.amount_cents,
      currency: row.currency,
      remittance: row.remittance,
      debtorName: row.debtor_name,
      reason: row.reason ?? '',
      orderNumber: row.order_number,
      importedAt: row.created_at.toISOString(),
    })),
    nextCursor,
    total: Number(total),
  };
}
