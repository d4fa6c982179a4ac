import { type AdminUser, USER_SEARCH_LIMIT } from '@shared/trust/admin-search.schemas';
import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import { containing } from '@server/db/like-pattern';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Users by name, e-mail, username or referral code (or their id, as the activity log links
 * them), with what the admin needs before acting: roles, badge, suspension, counts.
 */
export async function searchUsers(db: Db, q: string): Promise<AdminUser[]> {
  const like = containing(q);
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
    .where('p.anonymized_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.full_name', 'ilike', like),
        eb('p.email', 'ilike', like),
        eb('p.username', 'ilike', like),
        eb('p.referral_code', '=', q.toUpperCase()),
        ...(UUID.test(q) ? [eb('p.id', '=', q.toLowerCase())] : []),
      ]),
    )
    .orderBy('p.full_name')
    .orderBy('p.id')
    .limit(USER_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => ({
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
}
