import type { Kysely } from 'kysely';
import { type ReviewRefusalCode, reviewMessages } from '@shared/reviews/review-context.schemas';
import type { Database, Order } from '@server/db/schema';
import { AppError } from '@server/platform/errors';
import { hasOpenReturn } from '../returns/live-return';

export type ReviewRefusal = { code: ReviewRefusalCode; message: string; httpStatus: 403 | 409 };

export const notAllowed: ReviewRefusal = {
  code: 'REVIEW_NOT_ALLOWED',
  message: reviewMessages.notAllowed,
  httpStatus: 403,
};
const notDelivered: ReviewRefusal = {
  code: 'REVIEW_NOT_DELIVERED',
  message: reviewMessages.notDelivered,
  httpStatus: 409,
};
export const alreadyReviewed: ReviewRefusal = {
  code: 'ALREADY_REVIEWED',
  message: reviewMessages.alreadyReviewed,
  httpStatus: 409,
};

/** Spec §4: the review completes the order, which must not happen under a return still under way (issues 14, 27). */
const returnLive: ReviewRefusal = {
  code: 'REVIEW_RETURN_LIVE',
  message: reviewMessages.returnLive,
  httpStatus: 409,
};

export const toAppError = (refusal: ReviewRefusal) => new AppError(refusal.code, refusal.message, refusal.httpStatus);

/**
 * The order if the user is its buyer. Anyone else, and a missing order, get the same
 * refusal, so order ids cannot be probed through this form.
 */
export async function loadOwnOrder(db: Kysely<Database>, orderId: string, userId: string): Promise<Order> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.buyer_id !== userId) throw toAppError(notAllowed);
  return order;
}

/** Spec §5 Review: once per order and reviewer, and only while delivered. Null when allowed. */
export async function reviewRefusal(db: Kysely<Database>, order: Order): Promise<ReviewRefusal | null> {
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('order_id', '=', order.id)
    .where('reviewer_id', '=', order.buyer_id)
    .executeTakeFirst();
  if (existing) return alreadyReviewed;
  if (order.status !== 'delivered') return notDelivered;
  return (await hasOpenReturn(db, order.id)) ? returnLive : null;
}
