import type { CheckoutInput } from '@shared/orders/checkout.schemas';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';
import { createSeller, createUser, signIn } from './factories';
import type { TestClient } from './http';

/** A seller with some listings (each price a listing, one unit each unless told), a buyer, both signed in. */
export async function lotParties(t: TestApp, prices: readonly number[], stock = 1) {
  const seller = await createSeller(t, { fullName: 'Aminata Diallo' });
  const buyer = await createUser(t, { fullName: 'Awa Acheteuse' });
  const productIds: string[] = [];
  for (const [i, price] of prices.entries()) {
    productIds.push(
      await insertProduct(t, seller.id, { title: `Article ${i + 1}`, price_cents: price, stock_quantity: stock }),
    );
  }
  return { seller, buyer, productIds, sellerClient: await signIn(t, seller), buyerClient: await signIn(t, buyer) };
}

/** The seller's bundle discount, straight into the database. */
export async function setBundleTiers(t: TestApp, sellerId: string, tiers: { minItems: number; percent: number }[]) {
  await t.ctx.db.deleteFrom('bundle_discount_tiers').where('seller_id', '=', sellerId).execute();
  if (tiers.length === 0) return;
  await t.ctx.db
    .insertInto('bundle_discount_tiers')
    .values(tiers.map((tier) => ({ seller_id: sellerId, min_items: tier.minItems, percent: tier.percent })))
    .execute();
}

export async function addToLot(client: TestClient, sellerId: string, productIds: readonly string[]) {
  for (const productId of productIds) {
    const response = await client.post(`/api/me/lots/${sellerId}/items`, { productId });
    if (response.statusCode !== 200) throw new Error(`add to lot failed: ${response.body}`);
  }
}

export const lotCheckout = (sellerId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  lotSellerId: sellerId,
  deliveryType: 'home',
  address: '12 rue de la Paix, 75002 Paris',
  country: 'France',
  paymentMethod: 'bank_transfer',
  ...overrides,
});

/** The buyer offers an amount and the seller accepts it: the buyer's personal price on that listing. */
export async function acceptedOffer(buyer: TestClient, seller: TestClient, productId: string, amountCents: number) {
  const made = await buyer.post(`/api/products/${productId}/offers`, { amountCents });
  if (made.statusCode !== 201) throw new Error(`offer failed: ${made.body}`);
  const id: string = made.json().offer.id;
  const accepted = await seller.post(`/api/offers/${id}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return id;
}
