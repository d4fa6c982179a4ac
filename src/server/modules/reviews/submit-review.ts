import type { ReviewInput } from '@shared/reviews/review.schemas';
import type { AppContext } from '@server/context';
import type { Kysely } from 'kysely';
import type { Database, Order } from '@server/db/schema';
import type { CurrentUser } from '../auth/current-user';
import { completeOrder } from '../orders/complete-order';
import { recordOrderEffects } from '../orders/order-effects';
import { alreadyReviewed, loadOwnOrder, reviewRefusal, toAppError } from './review-rules';

/** The unique (order_id, reviewer_id) index of reviews, and only it. */
function isDuplicateReview(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'reviews_order_id_reviewer_id_key';
}

/**
 * The buyer rates a delivered order. The review and delivered → completed (which makes the
 * seller's share payable) stand or fall together; then the seller is told (notify-new-review).
 */
export async function submitReview(
  ctx: AppContext,
  user: CurrentUser,
  orderId: string,
  input: ReviewInput,
): Promise<{ id: string; rating: number; orderStatus: string }> {
  const at = ctx.clock.now();
  const { review, order } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const order = await loadOwnOrder(trx, orderId, user.id);
      const refusal = await reviewRefusal(trx, order);
      if (refusal) throw toAppError(refusal);
      // Inserted before the status moves: a concurrent second submit waits on the unique
      // (order, reviewer) index and then fails there, with the "already reviewed" message.
      const review = await trx
        .insertInto('reviews')
        .values({
          order_id: order.id,
          reviewer_id: user.id,
          reviewee_id: order.seller_id,
          rating: input.rating,
          comment: input.comment,
          created_at: at,
        })
        .returning(['id', 'rating'])
        .executeTakeFirstOrThrow();
      const completed = await completeOrder(trx, order, user.id, at);
      await recordOrderEffects(trx, {
        orderId: order.id,
        notifications: [await newReviewNotification(trx, order, review.rating)],
        topics: ['orders'],
      });
      return { review, order: completed };
    })
    .catch((error: unknown) => {
      throw isDuplicateReview(error) ? toAppError(alreadyReviewed) : error;
    });
  return { id: review.id, rating: review.rating, orderStatus: order.status };
}

async function newReviewNotification(trx: Kysely<Database>, order: Order, rating: number) {
  const product = await trx
    .selectFrom('products')
    .select('title')
    .where('id', '=', order.product_id)
    .executeTakeFirstOrThrow();
  return {
    userId: order.seller_id,
    type: 'new_review' as const,
    title: 'Nouvel avis',
    message: `Vous avez reçu un avis ${rating}/5 pour « ${product.title} » (commande ${order.order_number}).`,
    link: `/seller/${order.seller_id}/reviews`,
  };
}
