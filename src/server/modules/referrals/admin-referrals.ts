import { sql } from 'kysely';
import type {
  AdminReferral,
  AdminReferralList,
  AdminReferralListQuery,
  ReferralStatus,
} from '@shared/referrals/referral-view.schemas';
import type { Db } from '@server/db/connection';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';

export function selectAdminReferrals(db: Db) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('profiles as a', 'a.id', 'r.referrer_id')
    .innerJoin('profiles as b', 'b.id', 'r.referred_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.status',
      'r.bonus_amount_cents',
      'r.created_at',
      'r.paid_at',
      'a.id as referrer_id',
      'a.full_name as referrer_name',
      'a.username as referrer_username',
      'b.id as referred_id',
      'b.full_name as referred_name',
      'b.username as referred_username',
      'o.order_number',
      // Same rule as firstOrderFinished: the share was released and the buyer not refunded.
      sql<boolean>`r.status = 'pending'
        and exists (select 1 from ledger_entries l where l.order_id = r.order_id and l.kind = 'seller_share_released')
        and not exists (select 1 from ledger_entries l where l.order_id = r.order_id and l.kind = 'refund_to_buyer')`.as(
        'payable',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminReferrals>['executeTakeFirstOrThrow']>>;

export function toAdminReferral(row: Row): AdminReferral {
  return {
    id: row.id,
    // The admin pays a person: their real name, with the username they know them by.
    referrer: { id: row.referrer_id, displayName: withUsername(row.referrer_name, row.referrer_username) },
    referred: { id: row.referred_id, displayName: withUsername(row.referred_name, row.referred_username) },
    orderNumber: row.order_number,
    amountCents: row.bonus_amount_cents,
    status: row.status,
    payable: Boolean(row.payable),
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

const withUsername = (name: string, username: string | null) => (username ? `${name} (@${username})` : name);

/** Each status's list, on the time the bonus reached it: a range of its partial index (migration 0048). */
const orders: Record<ReferralStatus, KeysetOrder> = {
  pending: keyset('created_at', 'asc'),
  paid: keyset('paid_at', 'desc'),
  cancelled: keyset('cancelled_at', 'desc'),
};

function keyset(column: 'created_at' | 'paid_at' | 'cancelled_at', direction: 'asc' | 'desc'): KeysetOrder {
  return { table: 'referrals', keyColumn: column, idColumn: 'id', key: `r.${column}`, id: 'r.id', direction };
}

/** One page's query, one row more than the page: the bonuses of `status` after the row `after`. */
export function adminReferralPage(db: Db, status: ReferralStatus, after: string | null, limit: number) {
  const order = orders[status];
  return selectAdminReferrals(db)
    .where('r.status', '=', status)
    .$if(after !== null, (query) => query.where(pastCursor(order, after ?? '')))
    .orderBy(sql.ref(order.key), order.direction)
    .orderBy('r.id', order.direction)
    .limit(limit + 1);
}

/**
 * One status's bonuses a page at a time: pending oldest first (the longest waiting on top),
 * paid and cancelled latest first. A bonus paid while the admin pages leaves the pending list;
 * its cursor still reads its place.
 */
export async function listAdminReferrals(
  db: Db,
  { status, cursor, limit }: AdminReferralListQuery,
): Promise<AdminReferralList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await adminReferralPage(db, status, after, limit).execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const total = await db
    .selectFrom('referrals')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return { referrals: page.map(toAdminReferral), nextCursor, total: Number(total.n) };
}
