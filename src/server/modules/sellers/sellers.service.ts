import type { Rating } from '@shared/catalogue/product.schemas';
import { MAX_PAGE_SIZE, type PageQuery } from '@shared/paging';
import { sellerRating } from '@shared/reviews/seller-rating';
import { type SellerProfile, sellerMessages } from '@shared/catalogue/seller.schemas';
import type { ReviewView } from '@shared/reviews/review-view.schemas';
import { type ExpressionBuilder, sql } from 'kysely';
import { sellerHoliday } from '@shared/profile/holiday';
import type { LegalDetails } from '@shared/trust/seller-status.schemas';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { legalDetailsOf } from '../seller-status/legal-details';
import { bundleDiscountOf } from '../lots/bundle-discount';
import { listReviews } from './list-reviews';
import { countSellerListings, sellerListingPage } from './seller-listings';
import { publicName } from '@shared/profile/public-name';

const profileNotFound = () => notFound(sellerMessages.notFound, 'PROFILE_NOT_FOUND');

/** Whether a profile has listed anything: what gives it a public page (decisions.md §8). */
export const hasListed = ({ exists, selectFrom }: ExpressionBuilder<Database, 'profiles'>) =>
  exists(selectFrom('products').select('products.id').whereRef('products.seller_id', '=', 'profiles.id'));

/**
 * A public profile: accounts being deleted or anonymised are gone ('Profil introuvable'), and
 * so is anyone who never listed anything (decisions.md §8: their city and country stay
 * private) — except to themselves and to admins (the report queue links reported users here).
 */
export async function requirePublicProfile(db: Db, sellerId: string, viewer: CurrentUser | null) {
  const seesAnyProfile = viewer?.id === sellerId || (viewer?.roles.includes('admin') ?? false);
  const profile = await db
    .selectFrom('profiles')
    .select([
      'id',
      'full_name',
      'username',
      'avatar_url',
      'is_verified',
      'seller_status',
      'bio',
      'city',
      'country',
      'created_at',
      'review_count',
      'review_rating_sum',
      sql<string | null>`holiday_until::text`.as('holiday_until'),
    ])
    .where('id', '=', sellerId)
    .where('marked_for_deletion_at', 'is', null)
    .where('anonymized_at', 'is', null)
    .where('suspended_at', 'is', null)
    .$if(!seesAnyProfile, (query) => query.where(hasListed))
    .executeTakeFirst();
  if (!profile) throw profileNotFound();
  return profile;
}

export async function getSellerRating(db: Db, sellerId: string): Promise<Rating> {
  const row = await db
    .selectFrom('profiles')
    .select(['review_count', 'review_rating_sum'])
    .where('id', '=', sellerId)
    .executeTakeFirst();
  return sellerRating(row?.review_count ?? 0, row?.review_rating_sum ?? 0);
}

/** Spec: the public profile shows the 10 latest reviews; the reviews page all, a page at a time. */
const PROFILE_REVIEWS = 10;

type PublicProfileRow = Awaited<ReturnType<typeof requirePublicProfile>>;

function publicSeller(profile: PublicProfileRow): SellerProfile['seller'] {
  return {
    id: profile.id,
    displayName: publicName(profile.username, profile.full_name),
    username: profile.username,
    avatarUrl: profile.avatar_url,
    isVerified: profile.is_verified,
    rating: sellerRating(profile.review_count, profile.review_rating_sum),
    status: profile.seller_status,
    bio: profile.bio,
    city: profile.city,
    country: profile.country,
    memberSince: profile.created_at.toISOString(),
  };
}

export async function getSellerProfile(db: Db, sellerId: string, viewer: CurrentUser | null): Promise<SellerProfile> {
  const profile = await requirePublicProfile(db, sellerId, viewer);
  const [products, productCount, reviews, blocked, legalDetails, bundleDiscount] = await Promise.all([
    sellerListingPage(db, sellerId, viewer?.id ?? null, { limit: MAX_PAGE_SIZE }),
    countSellerListings(db, sellerId, viewer?.id ?? null),
    listReviews(db, { revieweeId: sellerId }, { limit: PROFILE_REVIEWS }),
    viewer
      ? db
          .selectFrom('blocked_users')
          .select('id')
          .where('blocker_id', '=', viewer.id)
          .where('blocked_id', '=', sellerId)
          .executeTakeFirst()
      : undefined,
    profile.seller_status === 'professional' ? legalDetailsOf(db, [sellerId]) : new Map<string, LegalDetails>(),
    bundleDiscountOf(db, sellerId),
  ]);
  return {
    seller: publicSeller(profile),
    holiday: sellerHoliday(profile.holiday_until),
    bundleDiscount,
    legalDetails: legalDetails.get(sellerId) ?? null,
    products: products.items,
    productCount,
    productsNextCursor: products.nextCursor,
    reviews: reviews.items,
    viewer: { isSelf: viewer?.id === sellerId, hasBlocked: Boolean(blocked) },
  };
}

/**
 * A page of a seller's reviews with her summary: the rating's average and count are kept on her
 * profile over all her reviews, so they stay whole whatever the page (decision 074).
 */
export async function getSellerReviews(
  db: Db,
  sellerId: string,
  page: PageQuery,
): Promise<{ seller: SellerProfile['seller']; items: ReviewView[]; nextCursor: string | null }> {
  const seller = publicSeller(await requirePublicProfile(db, sellerId, null));
  return { seller, ...(await listReviews(db, { revieweeId: sellerId }, page)) };
}
