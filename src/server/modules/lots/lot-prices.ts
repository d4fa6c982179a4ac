import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { type BuyerPrice, priceForBuyer } from '../offers/buyer-price';

/** The buyer's accepted, unexpired offer on each listing, the lowest when several: it prices that line. */
async function acceptedOffers(
  trx: Kysely<Database>,
  buyerId: string,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('offers')
    .select(['id', 'product_id'])
    .where('buyer_id', '=', buyerId)
    .where('product_id', 'in', productIds)
    .where('status', '=', 'accepted')
    .where('expires_at', '>', now)
    .orderBy('amount_cents', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Descending, so that the lowest amount is the one the map keeps.
  return new Map(rows.map((row) => [row.product_id, row.id]));
}

/**
 * What this buyer pays for each listing of a lot, the same way as for one listing
 * (priceForBuyer): an accepted offer counts, and its row stays locked until the transaction ends.
 */
export async function lotBuyerPrices(
  trx: Kysely<Database>,
  buyerId: string,
  products: readonly { productId: string; priceCents: number }[],
  now: Date,
): Promise<BuyerPrice[]> {
  const offers = await acceptedOffers(
    trx,
    buyerId,
    products.map((product) => product.productId),
    now,
  );
  const prices: BuyerPrice[] = [];
  for (const product of products) {
    const listing = { id: product.productId, price_cents: product.priceCents };
    prices.push(await priceForBuyer(trx, buyerId, listing, offers.get(product.productId), now));
  }
  return prices;
}
