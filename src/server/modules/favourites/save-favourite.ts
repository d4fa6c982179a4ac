import { sql } from 'kysely';
import { FAVOURITE_LIMIT, favouriteTexts } from '@shared/favourites/favourite-texts';
import type { Db } from '@server/db/connection';
import { badRequest, conflict } from '@server/platform/errors';
import { productNotFound } from '../catalogue/product-access';

/**
 * Saves a listing in the user's favourites (saving it again changes nothing). Only a listing
 * its page shows to this user: not deleted, not withdrawn, its seller's account open; a sold-out
 * one may be saved, its page is still there.
 */
export async function addFavourite(db: Db, userId: string, productId: string): Promise<void> {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(['p.seller_id', 'p.price_cents'])
    .where('p.id', '=', productId)
    .where('p.deleted_at', 'is', null)
    .where('p.is_available', '=', true)
    .where('p.hidden_by_admin', '=', false)
    .where('s.marked_for_deletion_at', 'is', null)
    .where('s.anonymized_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  if (product.seller_id === userId) throw badRequest(favouriteTexts.ownProduct, 'OWN_PRODUCT');

  // The limit is checked by the insert itself rather than by a read before it.
  const inserted = await db
    .insertInto('favourites')
    .columns(['user_id', 'product_id', 'saved_price_cents'])
    .expression(
      db
        .selectNoFrom([
          // Typed here: in INSERT … SELECT, PostgreSQL reads bare parameters as text.
          sql<string>`${userId}::uuid`.as('user_id'),
          sql<string>`${productId}::uuid`.as('product_id'),
          sql<number>`${product.price_cents}::integer`.as('saved_price_cents'),
        ])
        .where(sql<boolean>`(SELECT count(*) FROM favourites WHERE user_id = ${userId}::uuid) < ${FAVOURITE_LIMIT}`),
    )
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('product_id')
    .executeTakeFirst();
  if (inserted) return;
  const already = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!already) throw conflict(favouriteTexts.limitReached, 'FAVOURITE_LIMIT');
}

/** Removes a listing from the favourites; removing one that is not there changes nothing. */
export async function removeFavourite(db: Db, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
