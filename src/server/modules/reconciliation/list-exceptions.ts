import type { ReconciliationException } from '@shared/payments/reconciliation.schemas';
import type { AppContext } from '@server/context';

const LIST_LIMIT = 200;

/** The lines 'À examiner', newest first. */
export async function listReconciliationExceptions(ctx: AppContext): Promise<ReconciliationException[]> {
  const rows = await ctx.db
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
    .where('l.outcome', '=', 'to_examine')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bookedOn: row.booked_on,
    amountCents: row.amount_cents,
    currency: row.currency,
    remittance: row.remittance,
    debtorName: row.debtor_name,
    reason: row.reason ?? '',
    orderNumber: row.order_number,
    importedAt: row.created_at.toISOString(),
  }));
}
