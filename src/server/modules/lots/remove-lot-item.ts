import type { AppContext } from '@server/context';
import type { CurrentUser } from '../auth/current-user';
import { findLot } from './lot-products';

/** Takes a listing out of the buyer's lot (already out: nothing changes); a lot left empty is closed. */
export async function removeLotItem(ctx: AppContext, buyer: CurrentUser, sellerId: string, productId: string) {
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const lot = await findLot(trx, buyer.id, sellerId, true);
    if (!lot) return;
    await trx.deleteFrom('lot_items').where('lot_id', '=', lot.id).where('product_id', '=', productId).execute();
    const left = await trx.selectFrom('lot_items').select('product_id').where('lot_id', '=', lot.id).limit(1).execute();
    if (left.length === 0) await trx.deleteFrom('lots').where('id', '=', lot.id).execute();
    else await trx.updateTable('lots').set({ updated_at: at }).where('id', '=', lot.id).execute();
  });
}
