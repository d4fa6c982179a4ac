import type { PageQuery } from '@shared/paging';
import type { ReviewView } from '@shared/reviews/review-view.schemas';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { publicName } from '@shared/profile/public-name';

type ReviewFilter = { revieweeId?: string; productId?: string };

/**
 * A page of reviews with their reviewer and product, newest first (decision 074); by seller (a
 * range of reviews_reviewee_idx) or by product (its orders' reviews). A cursor naming another
 * list's review only places the page in time: the filter keeps it to this list.
 */
export async function listReviews(
  db: Db,
  filter: ReviewFilter,
  { cursor, limit }: PageQuery,
): Promise<{ items: ReviewView[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await reviewPage(db, filter, after, limit).execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const items = page.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
    reviewer: {
      id: row.reviewer_id,
      displayName: publicName(row.username, row.full_name),
      username: row.username,
      avatarUrl: row.avatar_url,
    },
    product: { id: row.product_id, title: row.product_title },
    orderNumber: row.order_number,
  }));
  return { items, nextCursor };
}

/** The statement of a page (one row more, which says another follows): plans are checked on it. */
export function reviewPage(db: Db, filter: ReviewFilter, after: string | null, limit: number) {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('profiles as a', 'a.id', 'r.reviewer_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.created_at',
      'a.id as reviewer_id',
      'a.full_name',
      'a.username',
      'a.avatar_url',
      'p.id as product_id',
      'p.title as product_title',
      'o.order_number',
    ])
    .where('r.removed_at', 'is', null);
  if (filter.revieweeId) query = query.where('r.reviewee_id', '=', filter.revieweeId);
  if (filter.productId) query = query.where('o.product_id', '=', filter.productId);
  if (after) query = query.where(olderThan('reviews', 'r.created_at', 'r.id', after));
  return query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1);
}
