import { blockMessages } from '@shared/moderation/block-messages';
import { lotMessages } from '@shared/lots/lot.schemas';
import { MAX_LOT_ITEMS } from '@shared/orders/lot-pricing';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { AppError, conflict, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { blockState } from '../moderation/block-state';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { findLot } from './lot-products';
import { lotSeller } from './lot-seller';

/** A listing on sale, with a unit left, of a seller whose account is open. */
async function availableListing(db: Db, productId: string) {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(['p.id', 'p.seller_id'])
    .where('p.id', '=', productId)
    .where('p.is_available', '=', true)
    .where('p.hidden_by_admin', '=', false)
    .where('p.deleted_at', 'is', null)
    .where('p.stock_quantity', '>', 0)
    .where('s.marked_for_deletion_at', 'is', null)
    .where('s.anonymized_at', 'is', null)
    .where('s.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw notFound(lotMessages.notAvailable, 'PRODUCT_NOT_FOUND');
  return product;
}

/**
 * 'Ajouter au lot': the buyer's one open lot with this seller gets the listing (adding it again
 * changes nothing). The lot's row is locked while it is counted, so two adds at once never
 * make it pass MAX_LOT_ITEMS.
 */
export async function addLotItem(ctx: AppContext, buyer: CurrentUser, sellerId: string, productId: string) {
  await lotSeller(ctx.db, sellerId);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const product = await availableListing(trx, productId);
    if (product.seller_id === buyer.id) throw new AppError('OWN_PRODUCT', lotMessages.ownProduct, 403);
    if (product.seller_id !== sellerId) throw conflict(lotMessages.otherSeller, 'OTHER_SELLER');
    if ((await blockState(trx, buyer.id, sellerId)).ended) throw new AppError('BLOCKED', blockMessages.orderRefused, 403);
    await refuseIfOnHoliday(trx, sellerId);
    await trx
      .insertInto('lots')
      .values({ buyer_id: buyer.id, seller_id: sellerId, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['buyer_id', 'seller_id']).doNothing())
      .execute();
    const lot = await findLot(trx, buyer.id, sellerId, true);
    if (!lot) throw new Error('the lot was just opened');
    const items = await trx.selectFrom('lot_items').select('product_id').where('lot_id', '=', lot.id).execute();
    if (items.some((item) => item.product_id === productId)) return;
    if (items.length >= MAX_LOT_ITEMS) throw conflict(lotMessages.full, 'LOT_FULL');
    await trx.insertInto('lot_items').values({ lot_id: lot.id, product_id: productId, added_at: at }).execute();
    await trx.updateTable('lots').set({ updated_at: at }).where('id', '=', lot.id).execute();
  });
}
