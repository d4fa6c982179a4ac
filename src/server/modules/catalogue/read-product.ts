import { sql } from 'kysely';
import type { OwnProduct, ProductDetail } from '@shared/catalogue/product.schemas';
import { sellerHoliday } from '@shared/profile/holiday';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import type { CurrentUser } from '../auth/current-user';
import { bundleDiscountOf } from '../lots/bundle-discount';
import { blockState } from '../moderation/block-state';
import { productNotFound } from './product-access';
import { imageMedia, selectProductCards, toProductCard } from './product-rows';
import { videoMedia } from './upload-media';

/**
 * One product as its page shows it. Hidden or moderated products, and those of accounts
 * being deleted, exist only for their owner and admins; a deleted one for nobody.
 */
export async function getProductDetail(db: Db, productId: string, viewer: CurrentUser | null): Promise<ProductDetail> {
  const row = await selectProductCards(db)
    .select([
      's.marked_for_deletion_at as seller_marked',
      's.anonymized_at as seller_anonymized',
      's.suspended_at as seller_suspended',
      sql<string | null>`s.holiday_until::text`.as('seller_holiday_until'),
      'p.takedown_reason',
    ])
    .where('p.id', '=', productId)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw productNotFound();
  const isOwner = viewer?.id === row.seller_id;
  const isAdmin = viewer?.roles.includes('admin') ?? false;
  const listed =
    row.is_available && !row.hidden_by_admin && !row.seller_marked && !row.seller_anonymized && !row.seller_suspended;
  if (!listed && !isOwner && !isAdmin) throw productNotFound();

  const [media, viewerState, bundleDiscount] = await Promise.all([
    productMedia(db, productId),
    viewerChoices(db, productId, row.seller_id, viewer),
    bundleDiscountOf(db, row.seller_id),
  ]);
  const card = toProductCard(row);
  // Decision 059: the page stays, saying when the seller is back, and nobody can order.
  const holiday = sellerHoliday(row.seller_holiday_until);
  return {
    ...card,
    media,
    sellerHoliday: holiday,
    bundleDiscount,
    viewer: {
      isOwner,
      ...viewerState,
      canOrder:
        listed &&
        !holiday &&
        !isOwner &&
        row.stock_quantity > 0 &&
        !viewerState.hasBlockedSeller &&
        !viewerState.blockedBySeller,
      takedown: row.hidden_by_admin && (isOwner || isAdmin) ? { reason: row.takedown_reason } : null,
    },
  };
}

async function productMedia(db: Db, productId: string) {
  const rows = await db
    .selectFrom('product_media')
    .select(['id', 'kind', 'card_key', 'large_key', 'video_key', 'width', 'height'])
    .where('product_id', '=', productId)
    .orderBy('kind', 'asc')
    .orderBy('position', 'asc')
    .execute();
  return rows.map((row) => (row.kind === 'image' ? imageMedia(row) : videoMedia(row)));
}

async function viewerChoices(db: Db, productId: string, sellerId: string, viewer: CurrentUser | null) {
  if (!viewer) return { hasBlockedSeller: false, blockedBySeller: false, hasHidden: false };
  const [blocks, hidden] = await Promise.all([
    blockState(db, viewer.id, sellerId),
    db
      .selectFrom('hidden_products')
      .select('product_id')
      .where('user_id', '=', viewer.id)
      .where('product_id', '=', productId)
      .executeTakeFirst(),
  ]);
  return { hasBlockedSeller: blocks.blockedByMe, blockedBySeller: blocks.blockedMe, hasHidden: Boolean(hidden) };
}

/** The seller's own listings, hidden ones included, newest first. */
// Counted in the offers' partial index on (product_id) WHERE open.
const openOffersSql = sql<number>`(SELECT count(*)::int FROM offers o
  WHERE o.product_id = p.id AND o.status IN ('pending', 'accepted'))`;

export async function listOwnProducts(
  db: Db,
  user: CurrentUser,
  { cursor, limit }: PageQuery,
): Promise<{ items: OwnProduct[]; nextCursor: string | null }> {
  // Newest first, a range of products_seller_idx (seller_id, created_at, id) after the cursor's listing.
  const query = selectProductCards(db)
    .select('p.takedown_reason')
    .select(openOffersSql.as('open_offers'))
    .where('p.seller_id', '=', user.id)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit + 1);
  const rows = await (
    cursor ? query.where(olderThan('products', 'p.created_at', 'p.id', decodeCursor(cursor))) : query
  ).execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const items = page.map((row) => ({
    ...toProductCard(row),
    hiddenByAdmin: row.hidden_by_admin,
    takedownReason: row.takedown_reason,
    openOffers: row.open_offers,
  }));
  return { items, nextCursor };
}
