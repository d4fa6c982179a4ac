import { sql } from 'kysely';
import type { SellerBalance } from '@shared/orders/payout.schemas';
import { payoutHoldEnd } from '@shared/profile/payout-hold';
import type { Db } from '@server/db/connection';
import { sellersHeldForTax } from '../tax-reports/tax-hold';

/**
 * Per seller, from the ledger: what is payable (orders finished, not yet paid out) and what
 * is still held in escrow; with the payout details from their profile. Most owed first.
 */
export async function listSellerBalances(db: Db, hold: { holdMs: number; now: Date }): Promise<SellerBalance[]> {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('profiles as s', 's.id', 'l.party_id')
    .where('l.account', 'in', ['seller_payable', 'seller_escrow'])
    .groupBy('s.id')
    .select([
      's.id',
      's.full_name',
      's.email',
      's.payment_method',
      's.paypal_email',
      's.iban_holder_name',
      's.iban_number',
      's.mobile_money_name',
      's.mobile_money_number',
      's.payout_details_changed_at',
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_payable'), 0)`.as('owed'),
      sql<number>`-coalesce(sum(l.amount_cents) filter (where l.account = 'seller_escrow'), 0)`.as('escrow'),
    ])
    .select((eb) =>
      eb
        .selectFrom('payouts as p')
        .select(sql<Date | null>`max(p.created_at)`.as('at'))
        .whereRef('p.seller_id', '=', 's.id')
        .as('last_payout_at'),
    )
    .execute();
  const taxHeld = await sellersHeldForTax(
    db,
    rows.map((row) => row.id),
    hold.now,
  );
  return rows
    .map((row) => ({
      sellerId: row.id,
      name: row.full_name,
      email: row.email,
      owedCents: Number(row.owed),
      inEscrowCents: Number(row.escrow),
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
      taxDetailsMissing: taxHeld.has(row.id),
    }))
    .filter((seller) => seller.owedCents !== 0 || seller.inEscrowCents !== 0)
    .sort((a, b) => b.owedCents - a.owedCents);
}
