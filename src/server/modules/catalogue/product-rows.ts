import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { SHOP_CARD_DESCRIPTION_MAX, cardDescription } from '@shared/catalogue/card-description';
import type { Media, ProductCard, ShopCard } from '@shared/catalogue/product.schemas';
import { sellerRating } from '@shared/reviews/seller-rating';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { publicUrl } from '@server/platform/storage/storage';
import { publicName } from '@shared/profile/public-name';

type From = Database & { p: Database['products']; s: Database['profiles'] };

const productsWithSellers = (db: Db) =>
  db.selectFrom('products as p').innerJoin('profiles as s', 's.id', 'p.seller_id');

/** The seller's columns every view of a product shows: who, whether verified, their rating, their status. */
const SELLER_BADGE_COLUMNS = [
  'p.seller_id',
  's.is_verified as seller_is_verified',
  's.review_count as seller_review_count',
  's.review_rating_sum as seller_rating_sum',
  's.seller_status',
] as const;

/** The columns every product view needs: the product, its seller, the seller's rating, the first image. */
export function selectProductCards(db: Db) {
  return productsWithSellers(db)
    .select(SELLER_BADGE_COLUMNS)
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
      'p.lace_colour',
      'p.glueless',
      'p.pre_plucked',
      'p.bleached_knots',
      'p.dyeable',
      'p.bundle_count',
      'p.bundle_weight_g',
      'p.attachment',
      'p.curl_pattern',
      'p.condition',
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
      's.full_name as seller_full_name',
      's.username as seller_username',
      's.avatar_url as seller_avatar_url',
    ])
    .select((eb) => firstImage(eb).as('first_image'));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProductCards>['executeTakeFirstOrThrow']>>;

/**
 * What a shop card shows (spec §2), for the shop and the seller's grid. The description comes
 * cut (whitespace runs count as one space, hence the margin): a 5 000-character one would
 * otherwise travel whole to every card.
 */
export function selectShopCards(db: Db) {
  return productsWithSellers(db)
    .select(SELLER_BADGE_COLUMNS)
    .select(['p.id', 'p.title', 'p.price_cents', 'p.category', 'p.hair_type', 'p.condition'])
    .select(sql<string>`left(p.description, ${sql.lit(4 * SHOP_CARD_DESCRIPTION_MAX)})`.as('description'))
    .select((eb) => cardImage(eb).as('image'));
}

type ShopCardRow = Awaited<ReturnType<ReturnType<typeof selectShopCards>['executeTakeFirstOrThrow']>>;

export function toShopCard(row: ShopCardRow): ShopCard {
  return {
    id: row.id,
    title: row.title,
    description: cardDescription(row.description),
    priceCents: row.price_cents,
    category: row.category,
    hairType: row.hair_type,
    condition: row.condition,
    image: row.image
      ? {
          url: publicUrl(row.image.card_key),
          // The second width of the card's srcset: wide screens at 2x want more than 480 px.
          largeUrl: publicUrl(row.image.large_key ?? row.image.card_key),
          width: row.image.width,
          height: row.image.height,
        }
      : null,
    seller: {
      id: row.seller_id,
      isVerified: row.seller_is_verified,
      rating: sellerRating(row.seller_review_count, row.seller_rating_sum),
      status: row.seller_status,
    },
  };
}

function cardImage(eb: ExpressionBuilder<From, 'p'>) {
  return eb
    .selectFrom('product_media as m')
    .select(
      sql<{
        card_key: string;
        large_key: string | null;
        width: number | null;
        height: number | null;
      } | null>`json_build_object('card_key', m.card_key, 'large_key', m.large_key, 'width', m.width, 'height', m.height)`.as(
        'image',
      ),
    )
    .whereRef('m.product_id', '=', 'p.id')
    .where('m.kind', '=', sql.lit('image'))
    .orderBy('m.position')
    .limit(sql.lit(1));
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
    .where('m.kind', '=', sql.lit('image'))
    .orderBy('m.position')
    .limit(sql.lit(1));
}

type MediaJson = { id: string; card_key: string; large_key: string; width: number | null; height: number | null };

/**
 * Listed in the shop: available, not moderated, not deleted, in stock, seller account open (not
 * suspended) and seller at work (not on holiday, decision 059). `ofSeller`: one seller's
 * listings, whose account is then checked once (an uncorrelated EXISTS, a one-time filter)
 * rather than joined to each row, which the planner reckons leaves a row or so and so sorts
 * them all instead of reading a page of an index (decision 073).
 */
export function listed<QB extends SelectQueryBuilder<From, 'p', object>>(query: QB, ofSeller?: string): QB {
  return (
    query
      // Written as the shop indexes' predicate, with no parameters, so that any plan, generic
      // ones included, can prove it and use those partial indexes.
      .where(sql<boolean>`p.is_available AND NOT p.hidden_by_admin AND p.deleted_at IS NULL AND p.stock_quantity > 0`)
      .where((eb) => {
        const closed = eb
          .selectFrom('profiles as closed')
          .select('closed.id')
          // Said as profiles_closed_idx says it, so the planner reads that small index.
          .where((closed) =>
            closed.or([
              closed('closed.marked_for_deletion_at', 'is not', null),
              closed('closed.anonymized_at', 'is not', null),
              closed('closed.suspended_at', 'is not', null),
              closed('closed.holiday_until', 'is not', null),
            ]),
          );
        return eb.not(
          eb.exists(
            ofSeller === undefined
              ? closed.whereRef('closed.id', '=', 'p.seller_id')
              : closed.where('closed.id', '=', ofSeller),
          ),
        );
      }) as QB
  );
}

/** Hides what this viewer hid. */
function excludingHiddenBy<QB extends SelectQueryBuilder<From, 'p', object>>(query: QB, viewerId: string | null): QB {
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
export function excludingViewerChoices<QB extends SelectQueryBuilder<From, 'p', object>>(
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
    laceColour: row.lace_colour,
    glueless: row.glueless,
    prePlucked: row.pre_plucked,
    bleachedKnots: row.bleached_knots,
    dyeable: row.dyeable,
    densityPercent: row.density_percent,
    capSize: row.cap_size,
    hairQuality: row.hair_quality,
    origin: row.origin as ProductCard['origin'],
    heatResistant: row.heat_resistant,
    condition: row.condition,
    bundleCount: row.bundle_count,
    bundleWeightG: row.bundle_weight_g,
    attachment: row.attachment,
    curlPattern: row.curl_pattern,
    stockQuantity: row.stock_quantity,
    isAvailable: row.is_available,
    createdAt: new Date(row.created_at).toISOString(),
    image: row.first_image ? imageMedia(row.first_image) : null,
    seller: {
      id: row.seller_id,
      displayName: publicName(row.seller_username, row.seller_full_name),
      username: row.seller_username,
      avatarUrl: row.seller_avatar_url,
      isVerified: row.seller_is_verified,
      rating: sellerRating(row.seller_review_count, row.seller_rating_sum),
      status: row.seller_status,
    },
  };
}
