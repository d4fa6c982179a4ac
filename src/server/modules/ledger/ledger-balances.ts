import { type Kysely, sql } from 'kysely';
import type { Database, LedgerAccount } from '@server/db/schema';

export type AccountBalances = Record<LedgerAccount, number>;

const ACCOUNTS: readonly LedgerAccount[] = [
  'platform_cash',
  'seller_escrow',
  'seller_payable',
  'commission_revenue',
  'referral_payable',
  'referral_expense',
];

/**
 * Debits minus credits per account, over the whole ledger (credit balances come out negative),
 * from the totals a trigger keeps (decision 069): a few rows, whatever the ledger's size.
 */
export async function accountBalances(db: Kysely<Database>): Promise<AccountBalances> {
  const rows = await db
    .selectFrom('ledger_totals')
    .select(['account', sql<number>`coalesce(sum(amount_cents), 0)`.as('balance')])
    .groupBy('account')
    .execute();
  const balances = Object.fromEntries(ACCOUNTS.map((account) => [account, 0])) as AccountBalances;
  for (const row of rows) balances[row.account] = Number(row.balance);
  return balances;
}

/** The balance of each account for one order (what this order put in escrow, commission, …). */
export async function orderBalances(db: Kysely<Database>, orderId: string): Promise<AccountBalances> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<number>`sum(amount_cents)`.as('balance')])
    .where('order_id', '=', orderId)
    .groupBy('account')
    .execute();
  const balances = Object.fromEntries(ACCOUNTS.map((account) => [account, 0])) as AccountBalances;
  for (const row of rows) balances[row.account] = Number(row.balance);
  return balances;
}

/** Per party (seller or referrer) balance of one account, e.g. what each seller is owed. */
export async function partyBalances(db: Kysely<Database>, account: LedgerAccount): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['party_id', sql<number>`sum(amount_cents)`.as('balance')])
    .where('account', '=', account)
    .where('party_id', 'is not', null)
    .groupBy('party_id')
    .execute();
  return new Map(rows.map((row) => [row.party_id ?? '', Number(row.balance)]));
}

/** The double-entry check: every movement sums to zero (so the whole ledger does too). */
export async function ledgerIsBalanced(db: Kysely<Database>): Promise<boolean> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select('movement_id')
    .groupBy('movement_id')
    .having(sql<number>`sum(amount_cents)`, '<>', 0)
    .limit(1)
    .execute();
  return unbalanced.length === 0;
}

/** The same check from each movement's kept sum: an index of the unbalanced ones, read at once. */
export async function movementsBalance(db: Kysely<Database>): Promise<boolean> {
  const unbalanced = await db
    .selectFrom('ledger_movement_sums')
    .select('movement_id')
    .where('amount_cents', '<>', 0)
    .limit(1)
    .execute();
  return unbalanced.length === 0;
}
