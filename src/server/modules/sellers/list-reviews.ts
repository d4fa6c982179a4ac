import type { ReviewView } from '@shared/reviews/review-view.schemas';
import type { Db } from '@server/db/connection';
import { publicName } from '@shared/profile/public-name';

/** Reviews with their reviewer and product, newest first; by seller or by product. */
export async function listReviews(
  db: Db,
  filter: { revieweeId?: string; productId?: string; limit: number },
): Promise<ReviewView[]> {
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
    .where('r.removed_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .limit(filter.limit);
  if (filter.revieweeId) query = query.where('r.reviewee_id', '=', filter.revieweeId);
  if (filter.productId) query = query.where('o.product_id', '=', filter.productId);
  const rows = await query.execute();
  return rows.map((row) => ({
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
}
