import type { AdminUser, AdminUserList, UserSearchQuery } from '@shared/trust/admin-search.schemas';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { containing } from '@server/db/like-pattern';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By name, as the admin reads the list; the id parts namesakes. */
const byName: KeysetOrder = {
  table: 'profiles',
  keyColumn: 'full_name',
  idColumn: 'id',
  key: 'p.full_name',
  id: 'p.id',
  direction: 'asc',
};

/** What the text matches: each arm answered by its own index (trigram, unique, primary key). */
function matching(q: string) {
  const like = containing(q);
  return (eb: ExpressionBuilder<Database & { p: Database['profiles'] }, 'p'>) =>
    eb.and([
      eb('p.anonymized_at', 'is', null),
      eb.or([
        eb('p.full_name', 'ilike', like),
        eb('p.email', 'ilike', like),
        eb('p.username', 'ilike', like),
        eb('p.referral_code', '=', q.toUpperCase()),
        ...(UUID.test(q) ? [eb('p.id', '=', q.toLowerCase())] : []),
      ]),
    ]);
}

/**
 * A page of users by name, e-mail, username or referral code (or their id, as the activity
 * log links them), with what the admin needs before acting: roles, badge, suspension, counts.
 * In name order: the trigram indexes find the matches, and only those are sorted (decision 075).
 */
export async function searchUsers(db: Db, { q, cursor, limit }: UserSearchQuery): Promise<AdminUserList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .selectFrom('profiles as p')
    .select((eb) => [
      'p.id',
      'p.full_name',
      'p.username',
      'p.email',
      'p.referral_code',
      'p.is_verified',
      'p.seller_status',
      'p.suspended_at',
      'p.suspension_reason',
      'p.created_at',
      eb
        .selectFrom('user_roles as r')
        .select(sql<string[]>`coalesce(array_agg(r.role ORDER BY r.role), '{}')`.as('roles'))
        .whereRef('r.user_id', '=', 'p.id')
        .as('roles'),
      eb
        .selectFrom('products as pr')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('pr.seller_id', '=', 'p.id')
        .where('pr.deleted_at', 'is', null)
        .as('listing_count'),
      eb
        .selectFrom('orders as o')
        .select(sql<number>`count(*)`.as('n'))
        .where((o) => o.or([o('o.buyer_id', '=', o.ref('p.id')), o('o.seller_id', '=', o.ref('p.id'))]))
        .as('order_count'),
    ])
    .where(matching(q))
    .$if(after !== null, (query) => query.where(pastCursor(byName, after ?? '')))
    .orderBy('p.full_name')
    .orderBy('p.id')
    .limit(limit + 1)
    .execute();
  const found = await db
    .selectFrom('profiles as p')
    .select(sql<number>`count(*)`.as('n'))
    .where(matching(q))
    .executeTakeFirstOrThrow();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const users: AdminUser[] = page.map((row) => ({
    id: row.id,
    name: row.full_name,
    username: row.username,
    email: row.email,
    referralCode: row.referral_code,
    roles: (row.roles ?? []) as AdminUser['roles'],
    isVerified: row.is_verified,
    sellerStatus: row.seller_status,
    suspended: row.suspended_at !== null,
    suspensionReason: row.suspension_reason,
    listingCount: Number(row.listing_count ?? 0),
    orderCount: Number(row.order_count ?? 0),
    createdAt: row.created_at.toISOString(),
  }));
  return { users, nextCursor, total: Number(found.n) };
}
