import { sql } from 'kysely';
import { ACCOUNT_LABELS, type BalancesAt, type LedgerAccountName } from '@shared/accounting/accounting.schemas';
import type { Db } from '@server/db/connection';
import { rangeBounds } from './export-range';

/**
 * The balance of each account at the end of a day (UTC), from every entry before it. Credit
 * balances (what the platform owes, what it earned) come out negative, as in the ledger.
 */
export async function balancesAt(db: Db, day: string): Promise<BalancesAt> {
  const { end } = rangeBounds({ from: day, to: day });
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<number>`coalesce(sum(amount_cents), 0)`.as('balance')])
    .where('created_at', '<', end)
    .groupBy('account')
    .execute();
  const found = new Map(rows.map((row) => [row.account, Number(row.balance)]));
  const accounts = (Object.keys(ACCOUNT_LABELS) as LedgerAccountName[]).map((account) => ({
    account,
    label: ACCOUNT_LABELS[account],
    balanceCents: found.get(account) ?? 0,
  }));
  return {
    at: day,
    accounts,
    balanced: accounts.reduce((sum, account) => sum + account.balanceCents, 0) === 0,
  };
}
