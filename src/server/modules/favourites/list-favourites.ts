import { sql } from 'kysely';
import type { Favourite, FavouriteCounts, FavouriteState } from '@shared/favourites/favourite.schemas';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf } from '@server/platform/paging';
import { publicUrl } from '@server/platform/storage/storage';

type CardImage = { card_key: string; width: number | null; height: number | null } | null;

/**
 * A page of 'Mes favoris', newest first, each with whether it can still be bought. A favourite
 * is (user, product): the cursor is the product's id, and the page goes on after that
 * favourite's own (created_at, product_id), a range of favourites_user_recent_idx.
 */
export async function listFavourites(
  db: Db,
  userId: string,
  { cursor, limit }: PageQuery,
): Promise<{ items: Favourite[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select([
      'p.id',
      'p.title',
      'p.price_cents',
      'p.stock_quantity',
      'f.saved_price_cents',
      'f.created_at',
      // Withdrawn: hidden by its seller or by us, deleted, or its seller's account closed.
      sql<boolean>`(NOT p.is_available OR p.hidden_by_admin OR p.deleted_at IS NOT NULL
        OR s.marked_for_deletion_at IS NOT NULL OR s.anonymized_at IS NOT NULL)`.as('withdrawn'),
    ])
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select(sql<CardImage>`json_build_object('card_key', m.card_key, 'width', m.width, 'height', m.height)`.as('i'))
        .whereRef('m.product_id', '=', 'p.id')
        .where('m.kind', '=', sql.lit('image'))
        .orderBy('m.position')
        .limit(sql.lit(1))
        .as('image'),
    )
    .where('f.user_id', '=', userId)
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(f.created_at, f.product_id) < (select k.created_at, k.product_id from favourites as k
          where k.user_id = ${userId} and k.product_id = ${after})`,
      ),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.product_id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const items = page.map((row) => {
    const state: FavouriteState = row.withdrawn ? 'withdrawn' : row.stock_quantity > 0 ? 'available' : 'sold_out';
    return {
      productId: row.id,
      title: row.title,
      priceCents: row.price_cents,
      savedPriceCents: row.saved_price_cents,
      state,
      image: row.image
        ? { url: publicUrl(row.image.card_key), width: row.image.width, height: row.image.height }
        : null,
      savedAt: new Date(row.created_at).toISOString(),
    };
  });
  return { items, nextCursor };
}

/** The ids of the user's favourites: every heart on a page reads this one set (at most FAVOURITE_LIMIT). */
export async function favouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.product_id);
}

/**
 * For a seller: how many people saved each of the listings she asks about, hers only (at most
 * FAVOURITE_COUNTS_MAX_IDS, through favourites_product_idx). Who saved them stays private; only
 * the figure is shown.
 */
export async function favouriteCounts(db: Db, sellerId: string, productIds: string[]): Promise<FavouriteCounts> {
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['f.product_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('f.product_id', 'in', productIds)
    .where('p.seller_id', '=', sellerId)
    .where('p.deleted_at', 'is', null)
    .groupBy('f.product_id')
    .execute();
  return { counts: Object.fromEntries(rows.map((row) => [row.product_id, Number(row.n)])) };
}
