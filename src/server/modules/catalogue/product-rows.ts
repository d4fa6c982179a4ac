import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Media, ProductCard } from '@shared/catalogue/product.schemas';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { publicUrl } from '@server/platform/storage/storage';

type From = Database & { p: Database['products']; s: Database['profiles'] };

/** The columns every product view needs: the product, its seller, the seller's rating, the first image. */
export function selectProductCards(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.price_cents',
      'p.category',
      'p.hair_type',
      'p.color',
      'p.color_code',
      'p.length_cm',
      'p.texture',
      'p.lace',
      'p.lace_hd',
      'p.glueless',
      'p.density_percent',
      'p.cap_size',
      'p.hair_quality',
      'p.origin',
      'p.heat_resistant',
      'p.stock_quantity',
      'p.is_available',
      'p.hidden_by_admin',
      'p.deleted_at',
      'p.created_at',
      'p.seller_id',
      's.full_name as seller_full_name',
      's.username as seller_username',
      's.avatar_url as seller_avatar_url',
      's.is_verified as seller_is_verified',
    ])
    .select((eb) => [sellerRating(eb).as('seller_rating'), firstImage(eb).as('first_image')]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProductCards>['executeTakeFirstOrThrow']>>;

/** Computed by the database from the reviews table; null average when there is none. */
export function sellerRating(eb: ExpressionBuilder<From, 'p' | 's'>) {
  return eb
    .selectFrom('reviews as r')
    .select(
      sql<{
        average: number | null;
        count: number;
      }>`json_build_object('average', round(avg(r.rating), 2), 'count', count(*))`.as('rating'),
    )
    .whereRef('r.reviewee_id', '=', 's.id');
}

function firstImage(eb: ExpressionBuilder<From, 'p' | 's'>) {
  return eb
    .selectFrom('product_media as m')
    .select(
      sql<MediaJson | null>`json_build_object('id', m.id, 'card_key', m.card_key, 'large_key', m.large_key, 'width', m.width, 'height', m.height)`.as(
        'image',
      ),
    )
    .whereRef('m.product_id', '=', 'p.id')
    .where('m.kind', '=', 'image')
    .orderBy('m.position')
    .limit(1);
}

type MediaJson = { id: string; card_key: string; large_key: string; width: number | null; height: number | null };

/** Listed in the shop: available, not moderated, not deleted, in stock, seller account alive. */
export function listed<QB extends SelectQueryBuilder<From, 'p' | 's', object>>(query: QB): QB {
  return query
    .where('p.is_available', '=', true)
    .where('p.hidden_by_admin', '=', false)
    .where('p.deleted_at', 'is', null)
    .where('p.stock_quantity', '>', 0)
    .where('s.marked_for_deletion_at', 'is', null)
    .where('s.anonymized_at', 'is', null) as QB;
}

/** Hides what this viewer hid. */
export function excludingHiddenBy<QB extends SelectQueryBuilder<From, 'p' | 's', object>>(
  query: QB,
  viewerId: string | null,
): QB {
  if (!viewerId) return query;
  return query.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('hidden_products as h')
          .select('h.product_id')
          .whereRef('h.product_id', '=', 'p.id')
          .where('h.user_id', '=', viewerId),
      ),
    ),
  ) as QB;
}

/** Hides what this viewer hid and the products of sellers this viewer blocked. */
export function excludingViewerChoices<QB extends SelectQueryBuilder<From, 'p' | 's', object>>(
  query: QB,
  viewerId: string | null,
): QB {
  if (!viewerId) return query;
  return excludingHiddenBy(query, viewerId).where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocked_users as b')
          .select('b.id')
          .whereRef('b.blocked_id', '=', 'p.seller_id')
          .where('b.blocker_id', '=', viewerId),
      ),
    ),
  ) as QB;
}

export function imageMedia(media: {
  id: string;
  card_key: string | null;
  large_key: string | null;
  width: number | null;
  height: number | null;
}): Media {
  return {
    id: media.id,
    kind: 'image',
    url: publicUrl(media.card_key ?? ''),
    largeUrl: publicUrl(media.large_key ?? ''),
    width: media.width,
    height: media.height,
  };
}

export function toProductCard(row: ProductRow): ProductCard {
  const rating = row.seller_rating ?? { average: null, count: 0 };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.price_cents,
    category: row.category,
    hairType: row.hair_type,
    color: row.color,
    colorCode: row.color_code,
    lengthCm: row.length_cm,
    texture: row.texture as ProductCard['texture'],
    lace: row.lace as ProductCard['lace'],
    laceHd: row.lace_hd,
    glueless: row.glueless,
    densityPercent: row.density_percent,
    capSize: row.cap_size,
    hairQuality: row.hair_quality,
    origin: row.origin as ProductCard['origin'],
    heatResistant: row.heat_resistant,
    stockQuantity: row.stock_quantity,
    isAvailable: row.is_available,
    createdAt: new Date(row.created_at).toISOString(),
    image: row.first_image ? imageMedia(row.first_image) : null,
    seller: {
      id: row.seller_id,
      displayName: row.seller_username ?? row.seller_full_name,
      username: row.seller_username,
      avatarUrl: row.seller_avatar_url,
      isVerified: row.seller_is_verified,
      rating: { average: rating.average === null ? null : Number(rating.average), count: Number(rating.count) },
    },
  };
}
