import type { AppContext } from '@server/context';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { productNotFound, requireOwnProduct } from './product-access';

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
      return [];
    }
    const media = await trx
      .deleteFrom('product_media')
      .where('product_id', '=', productId)
      .returning(['card_key', 'large_key', 'video_key'])
      .execute();
    await trx.deleteFrom('products').where('id', '=', productId).execute();
    return media
      .flatMap((row) => [row.card_key, row.large_key, row.video_key])
      .filter((key): key is string => key !== null);
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}

export async function setAvailability(ctx: AppContext, user: CurrentUser, productId: string, isAvailable: boolean) {
  await requireOwnProduct(ctx.db, productId, user);
  await ctx.db
    .updateTable('products')
    .set({ is_available: isAvailable, updated_at: ctx.clock.now() })
    .where('id', '=', productId)
    .execute();
  return { isAvailable };
}

/** The admin hides (or restores) any listing; the seller cannot undo it. Logged. */
export async function moderateProduct(ctx: AppContext, admin: CurrentUser, productId: string, hidden: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('products')
      .set({ hidden_by_admin: hidden, updated_at: ctx.clock.now() })
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .returning('hidden_by_admin')
      .executeTakeFirst();
    if (!updated) throw productNotFound();
    await logAdminAction(trx, {
      adminId: admin.id,
      action: hidden ? 'hide_product' : 'restore_product',
      targetType: 'product',
      targetId: productId,
    });
    return { hiddenByAdmin: updated.hidden_by_admin };
  });
}
