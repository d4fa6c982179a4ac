import { sql } from 'kysely';
import { lotMessages } from '@shared/lots/lot.schemas';
import type { Db } from '@server/db/connection';
import { publicUrl } from '@server/platform/storage/storage';

type CardImage = { card_key: string; width: number | null; height: number | null } | null;

/** The buyer's open lot with this seller; locked when ordering, so two checkouts of it take turns. */
export async function findLot(db: Db, buyerId: string, sellerId: string, lock = false) {
  return db
    .selectFrom('lots')
    .select(['id'])
    .where('buyer_id', '=', buyerId)
    .where('seller_id', '=', sellerId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The lot's listings in the order they were added, each with what decides whether it can still be ordered. */
export async function lotProducts(db: Db, lotId: string) {
  const rows = await db
    .selectFrom('lot_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select([
      'p.id',
      'p.title',
      'p.price_cents',
      'p.stock_quantity',
      'p.seller_id',
      // Taken off sale: by its seller or by us, deleted, or its seller's account closed.
      sql<boolean>`(NOT p.is_available OR p.hidden_by_admin OR p.deleted_at IS NOT NULL
        OR s.marked_for_deletion_at IS NOT NULL OR s.anonymized_at IS NOT NULL OR s.suspended_at IS NOT NULL)`.as(
        'withdrawn',
      ),
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
    .where('i.lot_id', '=', lotId)
    .orderBy('i.added_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    title: row.title,
    priceCents: row.price_cents,
    sellerId: row.seller_id,
    stock: row.stock_quantity,
    withdrawn: row.withdrawn,
    image: row.image ? { url: publicUrl(row.image.card_key), width: row.image.width, height: row.image.height } : null,
  }));
}
export type LotProduct = Awaited<ReturnType<typeof lotProducts>>[number];

/** Why a listing can no longer be part of the lot, in French; null while it can. */
export function goneReason(product: LotProduct): string | null {
  if (product.withdrawn) return lotMessages.withdrawnMeanwhile;
  if (product.stock <= 0) return lotMessages.soldMeanwhile;
  return null;
}
