import type { ShopCard } from '@shared/catalogue/product.schemas';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { excludingViewerChoices, listed, selectShopCards, toShopCard } from '../catalogue/product-rows';

/**
 * A seller's listings as her public page shows them: what the viewer hid, and every listing of
 * a seller they blocked, stay out of their sight here too.
 */
const sellerListed = (db: Db, sellerId: string, viewerId: string | null) =>
  excludingViewerChoices(listed(selectShopCards(db), sellerId), viewerId).where('p.seller_id', '=', sellerId);

/** Newest first, (created_at, id) after the cursor's listing: a range of products_seller_idx. */
export function sellerListings(db: Db, sellerId: string, viewerId: string | null, cursor?: string) {
  const query = sellerListed(db, sellerId, viewerId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  return cursor ? query.where(olderThan('products', 'p.created_at', 'p.id', decodeCursor(cursor))) : query;
}

export async function sellerListingPage(
  db: Db,
  sellerId: string,
  viewerId: string | null,
  { cursor, limit }: PageQuery,
): Promise<{ items: ShopCard[]; nextCursor: string | null }> {
  const rows = await sellerListings(db, sellerId, viewerId, cursor)
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  return { items: page.map(toShopCard), nextCursor };
}

/** How many listings the page's heading counts, whatever the pages loaded so far. */
export async function countSellerListings(db: Db, sellerId: string, viewerId: string | null): Promise<number> {
  const row = await sellerListed(db, sellerId, viewerId)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
