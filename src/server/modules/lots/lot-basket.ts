import type { Kysely } from 'kysely';
import { blockMessages } from '@shared/moderation/block-messages';
import { lotMessages } from '@shared/lots/lot.schemas';
import { bundlePercent } from '@shared/orders/lot-pricing';
import type { Database } from '@server/db/schema';
import { AppError, conflict, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { blockState } from '../moderation/block-state';
import type { Basket } from '../orders/order-basket';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { bundleTiersOf } from './bundle-discount';
import { lotBuyerPrices } from './lot-prices';
import { findLot, goneReason, lotProducts } from './lot-products';

async function sellerStatusOf(trx: Kysely<Database>, sellerId: string) {
  const seller = await trx
    .selectFrom('profiles')
    .select('seller_status')
    .where('id', '=', sellerId)
    .where('marked_for_deletion_at', 'is', null)
    .where('anonymized_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!seller) throw notFound(lotMessages.sellerInvalid, 'SELLER_NOT_FOUND');
  return seller.seller_status;
}

/**
 * 'Commander le lot', inside the checkout's transaction: the buyer's lot with this seller,
 * locked so that a second checkout of it waits and then finds it gone. Every listing must still
 * be orderable (else the buyer is sent back to the lot, which says what left); each is priced for
 * this buyer (an accepted offer counts) and the lot gets the seller's step for its size.
 */
export async function lotBasket(trx: Kysely<Database>, buyer: CurrentUser, sellerId: string, at: Date): Promise<Basket> {
  const lot = await findLot(trx, buyer.id, sellerId, true);
  if (!lot) throw conflict(lotMessages.empty, 'LOT_EMPTY');
  const sellerStatus = await sellerStatusOf(trx, sellerId);
  if ((await blockState(trx, buyer.id, sellerId)).ended) throw new AppError('BLOCKED', blockMessages.orderRefused, 403);
  await refuseIfOnHoliday(trx, sellerId);
  const products = await lotProducts(trx, lot.id);
  if (products.length === 0) throw conflict(lotMessages.empty, 'LOT_EMPTY');
  if (products.some((product) => goneReason(product) !== null)) throw conflict(lotMessages.changed, 'LOT_CHANGED');
  const prices = await lotBuyerPrices(trx, buyer.id, products, at);
  const tiers = await bundleTiersOf(trx, sellerId);
  return {
    sellerId,
    sellerStatus,
    lines: products.map((product, i) => {
      const price = prices[i];
      if (!price) throw new Error('every line has its price');
      return { productId: product.productId, title: product.title, price };
    }),
    percent: bundlePercent(tiers, products.length),
    lotId: lot.id,
  };
}
