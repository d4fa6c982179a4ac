import type { BlockedUser, HiddenListing } from '@shared/moderation/block.schemas';
import type { Db } from '@server/db/connection';
import { publicName } from '@shared/profile/public-name';

/** The people this user blocked, newest first, for Settings (each with 'Débloquer'). */
export async function listBlockedUsers(db: Db, userId: string): Promise<BlockedUser[]> {
  const rows = await db
    .selectFrom('blocked_users as b')
    .innerJoin('profiles as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.full_name', 'u.username', 'u.avatar_url', 'b.created_at'])
    .where('b.blocker_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    displayName: publicName(row.username, row.full_name),
    avatarUrl: row.avatar_url,
    blockedAt: row.created_at.toISOString(),
  }));
}

/** The listings this user hid that still exist, newest first (each with 'Afficher à nouveau'). */
export async function listHiddenListings(db: Db, userId: string): Promise<HiddenListing[]> {
  const rows = await db
    .selectFrom('hidden_products as h')
    .innerJoin('products as p', 'p.id', 'h.product_id')
    .select(['p.id', 'p.title', 'h.created_at'])
    .where('h.user_id', '=', userId)
    .where('p.deleted_at', 'is', null)
    .orderBy('h.created_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, hiddenAt: row.created_at.toISOString() }));
}

/** Undoes a hide; showing again a listing one never hid changes nothing. */
export async function showProductAgain(db: Db, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('hidden_products').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
