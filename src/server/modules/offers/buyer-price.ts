import type { Kysely } from 'kysely';
import { offerTexts } from '@shared/offers/offer-texts';
import type { Database } from '@server/db/schema';
import { AppError, conflict } from '@server/platform/errors';
import { offerNotFound } from './offer-cards';

export type BuyerPrice = { priceCents: number; offerId: string | null };

/**
 * What this buyer pays for this product: its price, or the amount of the accepted offer the
 * checkout names, read here and never from the client (decision 058). The one place that
 * answers it, so that a bundle (issue 32) prices each of its lines the same way. The offer's
 * row stays locked until the order's transaction ends: a concurrent checkout with the same
 * offer waits, then finds it spent.
 */
export async function priceForBuyer(
  trx: Kysely<Database>,
  buyerId: string,
  product: { id: string; price_cents: number },
  offerId: string | null | undefined,
  now: Date,
): Promise<BuyerPrice> {
  if (!offerId) return { priceCents: product.price_cents, offerId: null };
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'status', 'amount_cents', 'expires_at'])
    .where('id', '=', offerId)
    .where('buyer_id', '=', buyerId)
    .where('product_id', '=', product.id)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) throw offerNotFound();
  if (offer.status === 'spent') throw conflict(offerTexts.spent, 'OFFER_SPENT');
  if (offer.status !== 'accepted' || offer.expires_at <= now) {
    throw new AppError('OFFER_NOT_VALID', offerTexts.noLongerValid, 409);
  }
  // A price lowered below the offer since: the buyer pays the lower one.
  return { priceCents: Math.min(offer.amount_cents, product.price_cents), offerId: offer.id };
}

/** The order uses the offer up: compare-and-set, so it serves one order only. */
export async function spendOffer(trx: Kysely<Database>, offerId: string, orderId: string): Promise<void> {
  const spent = await trx
    .updateTable('offers')
    .set({ status: 'spent', order_id: orderId })
    .where('id', '=', offerId)
    .where('status', '=', 'accepted')
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw conflict(offerTexts.spent, 'OFFER_SPENT');
}
