import { sql } from 'kysely';
import type { PageQuery } from '@shared/paging';
import type { SellerBalanceList } from '@shared/orders/payout.schemas';
import { payoutHoldEnd } from '@shared/profile/payout-hold';
import type { Db } from '@server/db/connection';
import { type KeysetOrder, decodeCursor, pastCursor, splitPage, encodeCursor } from '@server/platform/paging';
import { sellersHeldForTax } from '../tax-reports/tax-hold';

/** Most owed first, then by seller id: a range of seller_balances_owed_idx read backwards. */
const mostOwedFirst: KeysetOrder = {
  table: 'seller_balances',
  keyColumn: 'payable_cents',
  idColumn: 'seller_id',
  key: 'b.payable_cents',
  id: 'b.seller_id',
  direction: 'desc',
};

/**
 * A page of sellers with money on the ledger: what is payable (orders finished, not yet paid
 * out) and what is still held in escrow, kept by the ledger's trigger (migration 0046); with
 * the payout details from their profile. Most owed first.
 */
export async function listSellerBalances(
  db: Db,
  hold: { holdMs: number; now: Date },
  { cursor, limit }: PageQuery,
): Promise<SellerBalanceList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .selectFrom('seller_balances as b')
    .innerJoin('profiles as s', 's.id', 'b.seller_id')
    .select([
      'b.seller_id',
      'b.payable_cents',
      'b.escrow_cents',
      's.full_name',
      's.email',
      's.payment_method',
      's.paypal_email',
      's.iban_holder_name',
      's.iban_number',
      's.mobile_money_name',
      's.mobile_money_number',
      's.payout_details_changed_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('payouts as p')
        .select('p.created_at')
        .whereRef('p.seller_id', '=', 'b.seller_id')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('last_payout_at'),
    )
    .where((eb) => eb.or([eb('b.payable_cents', '<>', 0), eb('b.escrow_cents', '<>', 0)]))
    .$if(after !== null, (query) => query.where(pastCursor(mostOwedFirst, after ?? '')))
    .orderBy('b.payable_cents', 'desc')
    .orderBy('b.seller_id', 'desc')
    .limit(limit + 1)
    .execute();
  const owed = await db
    .selectFrom('seller_balances')
    .select(sql<number>`count(*)`.as('n'))
    .where('payable_cents', '>', 0)
    .executeTakeFirstOrThrow();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  const taxHeld = await sellersHeldForTax(
    db,
    page.map((row) => row.seller_id),
    hold.now,
  );
  return {
    sellers: page.map((row) => ({
      sellerId: row.seller_id,
      name: row.full_name,
      email: row.email,
      owedCents: Number(row.payable_cents),
      inEscrowCents: Number(row.escrow_cents),
      payoutDetails: {
        method: row.payment_method,
        paypalEmail: row.paypal_email,
        ibanHolderName: row.iban_holder_name,
        ibanNumber: row.iban_number,
        mobileMoneyName: row.mobile_money_name,
        mobileMoneyNumber: row.mobile_money_number,
      },
      lastPayoutAt: row.last_payout_at ? new Date(row.last_payout_at).toISOString() : null,
      payoutDetailsChangedAt: row.payout_details_changed_at?.toISOString() ?? null,
      payoutOnHoldUntil: payoutHoldEnd(row.payout_details_changed_at, hold.holdMs, hold.now)?.toISOString() ?? null,
      taxDetailsMissing: taxHeld.has(row.seller_id),
    })),
    nextCursor: hasMore && last ? encodeCursor(last.seller_id) : null,
    owedCount: Number(owed.n),
  };
}
