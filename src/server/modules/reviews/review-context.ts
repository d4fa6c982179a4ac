import type { ReviewContext } from '@shared/reviews/review-context.schemas';
import type { AppContext } from '@server/context';
import { publicUrl } from '@server/platform/storage/storage';
import { loadOwnOrder, reviewRefusal } from './review-rules';
import { publicName } from '@shared/profile/public-name';

/** What the review form shows, and the refusal it must turn into a toast and a redirect. */
export async function getReviewContext(ctx: AppContext, userId: string, orderId: string): Promise<ReviewContext> {
  const order = await loadOwnOrder(ctx.db, orderId, userId);
  const refusal = await reviewRefusal(ctx.db, order);
  const row = await ctx.db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(['p.id', 'p.title', 's.full_name', 's.username'])
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.card_key')
        .whereRef('m.product_id', '=', 'p.id')
        .where('m.kind', '=', 'image')
        .orderBy('m.position')
        .limit(1)
        .as('image_key'),
    )
    .where('p.id', '=', order.product_id)
    .executeTakeFirstOrThrow();
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    product: { id: row.id, title: row.title, imageUrl: row.image_key ? publicUrl(row.image_key) : null },
    seller: { id: order.seller_id, displayName: publicName(row.username, row.full_name) },
    refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
  };
}
