import { sql } from 'kysely';
import type { YearActivity } from '@shared/tax/tax-details.schemas';
import type { Db } from '@server/db/connection';

type Row = { seller_id: string; quarter: number; sales: number; consideration: number; fees: number };

const emptyYear = (): YearActivity => ({
  sales: 0,
  considerationCents: 0,
  feesCents: 0,
  quarters: [0, 1, 2, 3].map(() => ({ sales: 0, considerationCents: 0, feesCents: 0 })),
});

/**
 * DAC7's figures per seller for one calendar year (Paris time), read from the ledger: the one
 * query the seller's page, the statement, the admin's list and the XML share (decision 063).
 * A sale is an order whose payment was received in the year; its consideration is what the
 * seller is credited for it (price and delivery, minus our commission), its fees our commission,
 * both net of a refund; a refunded order is no sale. The quarter is the payment's.
 */
export async function yearlyActivity(
  db: Db,
  year: number,
  sellerIds?: readonly string[],
): Promise<Map<string, YearActivity>> {
  if (sellerIds?.length === 0) return new Map();
  // Some sellers (a page of the admin's payouts, one seller's page): only their orders' payments
  // are read, through orders_seller_idx, rather than every payment of the year (decision 075).
  const ofSellers = sellerIds
    ? sql`AND order_id IN (SELECT id FROM orders WHERE seller_id IN (${sql.join(sellerIds)}))`
    : sql``;
  const result = await sql<Row>`
    WITH paid AS (
      SELECT order_id, min(created_at) AS paid_at
      FROM ledger_entries
      WHERE kind = 'payment_received'
        AND created_at >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'Europe/Paris')
        AND created_at < make_timestamptz(${year + 1}::int, 1, 1, 0, 0, 0, 'Europe/Paris')
        ${ofSellers}
      GROUP BY order_id
    ), per_order AS (
      SELECT p.order_id, p.paid_at,
        -coalesce(sum(l.amount_cents) FILTER (WHERE l.account IN ('seller_escrow', 'seller_payable')), 0) AS consideration,
        -coalesce(sum(l.amount_cents) FILTER (WHERE l.account = 'commission_revenue'), 0) AS fees
      FROM paid p
      JOIN ledger_entries l ON l.order_id = p.order_id
        AND l.kind IN ('payment_received', 'supplement_received', 'refund_to_buyer')
      GROUP BY p.order_id, p.paid_at
    )
    SELECT o.seller_id,
      extract(quarter FROM po.paid_at AT TIME ZONE 'Europe/Paris')::int AS quarter,
      count(*)::int AS sales,
      sum(po.consideration)::bigint AS consideration,
      sum(po.fees)::bigint AS fees
    FROM per_order po
    JOIN orders o ON o.id = po.order_id
    WHERE po.consideration > 0
    GROUP BY o.seller_id, quarter
  `.execute(db);
  const years = new Map<string, YearActivity>();
  for (const row of result.rows) {
    const activity = years.get(row.seller_id) ?? emptyYear();
    const quarter = activity.quarters[row.quarter - 1];
    if (!quarter) continue;
    quarter.sales = Number(row.sales);
    quarter.considerationCents = Number(row.consideration);
    quarter.feesCents = Number(row.fees);
    activity.sales += quarter.sales;
    activity.considerationCents += quarter.considerationCents;
    activity.feesCents += quarter.feesCents;
    years.set(row.seller_id, activity);
  }
  return years;
}

export async function sellerYear(db: Db, year: number, sellerId: string): Promise<YearActivity> {
  return (await yearlyActivity(db, year, [sellerId])).get(sellerId) ?? emptyYear();
}
