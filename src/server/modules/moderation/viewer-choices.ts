import type { BlockedUser, HiddenListing } from '@shared/moderation/block.schemas';
import type { PageQuery } from '@shared/paging';
import { publicName } from '@shared/profile/public-name';
import type { Db } from '@server/db/connection';
import { beforeKeyCursor, decodeKeyCursor, encodeKeyCursor, keyMicros, splitPage } from '@server/platform/paging';

type KeyCursor = { micros: string; id: string } | null;

/** One page's query, one row more than the page: her blocks after the key `after`. */
export function blockedUserPage(db: Db, userId: string, after: KeyCursor, limit: number) {
  return db
    .selectFrom('blocked_users as b')
    .innerJoin('profiles as u', 'u.id', 'b.blocked_id')
    .select(['b.id as block_id', 'u.id', 'u.full_name', 'u.username', 'u.avatar_url', 'b.created_at'])
    .select(keyMicros('b.created_at'))
    .where('b.blocker_id', '=', userId)
    .where(beforeKeyCursor('b.created_at', 'b.id', after))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit + 1);
}

/** One page's query, one row more than the page: her hidden listings after the key `after`. */
export function hiddenListingPage(db: Db, userId: string, after: KeyCursor, limit: number) {
  return db
    .selectFrom('hidden_products as h')
    .innerJoin('products as p', 'p.id', 'h.product_id')
    .select(['p.id', 'p.title', 'h.created_at'])
    .select(keyMicros('h.created_at'))
    .where('h.user_id', '=', userId)
    .where('p.deleted_at', 'is', null)
    .where(beforeKeyCursor('h.created_at', 'h.product_id', after))
    .orderBy('h.created_at', 'desc')
    .orderBy('h.product_id', 'desc')
    .limit(limit + 1);
}

/**
 * The people this user blocked, newest first, a page at a time, for Settings (each with
 * 'Débloquer'). 'Débloquer' deletes the row a cursor of ids would name, so the cursor carries
 * the last row's key as read (decision 076): a range of blocked_users_blocker_recent_idx.
 */
export async function listBlockedUsers(
  db: Db,
  userId: string,
  { cursor, limit }: PageQuery,
): Promise<{ items: BlockedUser[]; nextCursor: string | null }> {
  const rows = await blockedUserPage(db, userId, cursor ? decodeKeyCursor(cursor) : null, limit).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      displayName: publicName(row.username, row.full_name),
      avatarUrl: row.avatar_url,
      blockedAt: row.created_at.toISOString(),
    })),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key_micros, last.block_id) : null,
  };
}

/**
 * The listings this user hid that still exist, newest first, a page at a time (each with
 * 'Afficher à nouveau', which deletes the row: a key cursor too). A range of
 * hidden_products_user_recent_idx; a deleted listing is skipped within it.
 */
export async function listHiddenListings(
  db: Db,
  userId: string,
  { cursor, limit }: PageQuery,
): Promise<{ items: HiddenListing[]; nextCursor: string | null }> {
  const rows = await hiddenListingPage(db, userId, cursor ? decodeKeyCursor(cursor) : null, limit).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ id: row.id, title: row.title, hiddenAt: row.created_at.toISOString() })),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key_micros, last.id) : null,
  };
}

/** Undoes a hide; showing again a listing one never hid changes nothing. */
export async function showProductAgain(db: Db, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('hidden_products').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
