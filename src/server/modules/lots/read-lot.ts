import type { Kysely } from 'kysely';
import {
  DELIVERY_COST_EUROPE_CENTS,
  DELIVERY_COST_PICKUP_CENTS,
  DELIVERY_COST_WORLD_CENTS,
  deliveryTypeLabels,
} from '@shared/delivery';
import { bundleDiscountView } from '@shared/lots/bundle-discount';
import { type LotView, lotLabel } from '@shared/lots/lot.schemas';
import { MAX_LOT_ITEMS, bundlePercent, priceLot } from '@shared/orders/lot-pricing';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import type { CurrentUser } from '../auth/current-user';
import { bundleTiersOf } from './bundle-discount';
import { lotBuyerPrices } from './lot-prices';
import { type LotProduct, findLot, goneReason, lotProducts } from './lot-products';
import { type LotSeller, lotSeller } from './lot-seller';

/**
 * Takes out of the lot what was sold, hidden or deleted since, and says so once: the next read
 * no longer lists it. A lot left empty is closed.
 */
async function pruneLot(trx: Kysely<Database>, lotId: string, products: LotProduct[]) {
  const gone = products.flatMap((product) => {
    const reason = goneReason(product);
    return reason ? [{ productId: product.productId, title: product.title, reason }] : [];
  });
  const kept = products.filter((product) => goneReason(product) === null);
  if (gone.length > 0) {
    const ids = gone.map((item) => item.productId);
    await trx.deleteFrom('lot_items').where('lot_id', '=', lotId).where('product_id', 'in', ids).execute();
    if (kept.length === 0) await trx.deleteFrom('lots').where('id', '=', lotId).execute();
  }
  return { kept, gone };
}

/** 'Mon lot chez Aminata (3)': the items at this buyer's prices, the discount, one delivery fee, the total. */
export async function readLot(ctx: AppContext, buyer: CurrentUser, sellerId: string): Promise<LotView> {
  const seller = await lotSeller(ctx.db, sellerId);
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const lot = await findLot(trx, buyer.id, sellerId);
    const { kept, gone } = lot ? await pruneLot(trx, lot.id, await lotProducts(trx, lot.id)) : { kept: [], gone: [] };
    const prices = await lotBuyerPrices(trx, buyer.id, kept, at);
    const tiers = await bundleTiersOf(trx, sellerId);
    return lotView(seller, kept, prices, tiers, gone);
  });
}

function lotView(
  seller: LotSeller,
  kept: LotProduct[],
  prices: { priceCents: number; offerId: string | null }[],
  tiers: Awaited<ReturnType<typeof bundleTiersOf>>,
  removed: LotView['removed'],
): LotView {
  const priced = priceLot(
    prices.map((price) => price.priceCents),
    bundlePercent(tiers, kept.length),
  );
  const option = (deliveryType: 'home' | 'pickup', costCents: number, worldCostCents: number | null) => ({
    deliveryType,
    label: deliveryTypeLabels[deliveryType],
    costCents,
    worldCostCents,
    totalCents: priced.priceCents + costCents,
  });
  const delivery = [
    option('home', DELIVERY_COST_EUROPE_CENTS, DELIVERY_COST_WORLD_CENTS),
    option('pickup', DELIVERY_COST_PICKUP_CENTS, null),
  ];
  return {
    seller: { id: seller.id, displayName: seller.displayName },
    label: lotLabel(seller.displayName, kept.length),
    holiday: seller.holiday,
    items: kept.map((product, i) => ({
      productId: product.productId,
      title: product.title,
      image: product.image,
      listPriceCents: product.priceCents,
      unitPriceCents: priced.lines[i]?.unitPriceCents ?? product.priceCents,
      offerId: prices[i]?.offerId ?? null,
      discountCents: priced.lines[i]?.discountCents ?? 0,
      priceCents: priced.lines[i]?.priceCents ?? product.priceCents,
    })),
    maxItems: MAX_LOT_ITEMS,
    bundleDiscount: bundleDiscountView(tiers),
    subtotalCents: priced.subtotalCents,
    percent: priced.percent,
    discountCents: priced.discountCents,
    priceCents: priced.priceCents,
    delivery,
    totalCents: delivery[0]?.totalCents ?? priced.priceCents,
    removed,
  };
}
