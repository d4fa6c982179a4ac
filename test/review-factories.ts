import type { TestApp } from './app';
import type { orderParties } from './order-factories';
import { insertOneOrderLine } from './order-line-factory';

type Parties = Awaited<ReturnType<typeof orderParties>>;

export function reviewOrder(parties: Parties, orderId: string, rating = 5, comment = 'Très belle perruque') {
  return parties.buyerClient.post(`/api/orders/${orderId}/review`, { rating, comment });
}

type ReviewedOrder = {
  buyerId: string;
  sellerId: string;
  productId: string;
  rating: number;
  comment: string;
  createdAt?: Date;
};

/** A completed order of one line and its buyer's review, straight into the database; gives the review's id. */
export async function insertReviewedOrder(t: TestApp, review: ReviewedOrder): Promise<string> {
  const order = await t.ctx.db
    .insertInto('orders')
    .values({
      buyer_id: review.buyerId,
      seller_id: review.sellerId,
      product_id: review.productId,
      status: 'completed',
      price_cents: 1000,
      delivery_cost_cents: 0,
      total_amount_cents: 1000,
      commission_cents: 50,
      seller_amount_cents: 950,
      delivery_type: 'pickup',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOneOrderLine(t.ctx, order.id);
  const row = await t.ctx.db
    .insertInto('reviews')
    .values({
      order_id: order.id,
      reviewer_id: review.buyerId,
      reviewee_id: review.sellerId,
      rating: review.rating,
      comment: review.comment,
      ...(review.createdAt ? { created_at: review.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
