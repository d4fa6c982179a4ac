import type { ModerationGround } from '@shared/moderation/grounds';
import type { AppContext } from '@server/context';
import type { CurrentUser } from '../auth/current-user';
import { closeReportsAbout } from '../notices/close-reports';
import { sendNoticeMailsNow } from '../notices/notice-mails';
import { restoreProductIn, takeDownProductIn } from './moderate-product';
import { requirePublishable } from '../seller-status/seller-status';
import { requireOwnProduct } from './product-access';
import { announce } from '@server/platform/realtime';

/**
 * Deletes a listing. With orders it is kept out of sight (orders keep pointing at it and
 * show its picture); without, the row and every file go.
 */
export async function deleteProduct(ctx: AppContext, user: CurrentUser, productId: string): Promise<void> {
  await requireOwnProduct(ctx.db, productId, user);
  const keys = await ctx.db.transaction().execute(async (trx) => {
    const hasOrders = await trx
      .selectFrom('orders')
      .select('id')
      .where('product_id', '=', productId)
      .limit(1)
      .executeTakeFirst();
    if (hasOrders) {
      await trx
        .updateTable('products')
        .set({ deleted_at: ctx.clock.now(), is_available: false })
        .where('id', '=', productId)
        .execute();
      await announce(trx, { kind: 'catalogue' });
      return [];
    }
    const media = await trx
      .deleteFrom('product_media')
      .where('product_id', '=', productId)
      .returning(['card_key', 'large_key', 'video_key'])
      .execute();
    await trx.deleteFrom('products').where('id', '=', productId).execute();
    await announce(trx, { kind: 'catalogue' });
    return media
      .flatMap((row) => [row.card_key, row.large_key, row.video_key])
      .filter((key): key is string => key !== null);
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

export async function setAvailability(ctx: AppContext, user: CurrentUser, productId: string, isAvailable: boolean) {
  await requireOwnProduct(ctx.db, productId, user);
  if (isAvailable) await requirePublishable(ctx.db, user.id);
  await ctx.db
    .updateTable('products')
    .set({ is_available: isAvailable, updated_at: ctx.clock.now() })
    .where('id', '=', productId)
    .execute();
  await announce(ctx.db, { kind: 'catalogue' });
  return { isAvailable };
}

/**
 * The admin takes down (with a reason the seller reads) or restores any listing; logged. A
 * takedown closes the open reports about the listing and tells the notices' senders.
 */
export async function moderateProduct(
  ctx: AppContext,
  admin: CurrentUser,
  productId: string,
  change: { hidden: true; reason: string; ground: ModerationGround } | { hidden: false },
) {
  const at = ctx.clock.now();
  const mails = await ctx.db.transaction().execute(async (trx) => {
    if (!change.hidden) {
      await restoreProductIn(trx, admin, productId, at);
      return [];
    }
    const decisionId = await takeDownProductIn(trx, admin, productId, {
      reason: change.reason,
      ground: change.ground,
      at,
    });
    return closeReportsAbout(trx, admin, { type: 'product', id: productId, decision: 'take_down' }, decisionId, at);
  });
  await sendNoticeMailsNow(ctx, mails);
  return { hiddenByAdmin: change.hidden };
}
