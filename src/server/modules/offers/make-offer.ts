import { sql } from 'kysely';
import { formatEuros } from '@shared/money';
import { MAX_OPEN_OFFERS, minimumOfferCents } from '@shared/offers/offer-rules';
import { offerTexts } from '@shared/offers/offer-texts';
import type { AppContext } from '@server/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { checkMessageRate } from '../messaging/message-rate-limit';
import { openConversation } from '../messaging/open-conversation';
import { blockState } from '../moderation/block-state';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { expireLapsedOffers } from './expire-offers';
import { availableSql } from './offer-cards';
import { propose } from './offer-moves';

/**
 * A buyer's offer on a listing (decision 058): at least half its price and below it, on an
 * available listing of someone else whom neither blocked; one open offer per listing and ten
 * in all, counted with the buyer's profile row locked. It lands in the conversation about
 * the listing, opened if need be, as a card for both.
 */
export async function makeOffer(ctx: AppContext, buyer: CurrentUser, productId: string, amountCents: number) {
  const product = await ctx.db
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(['p.id', 'p.seller_id', 'p.price_cents', availableSql.as('available')])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound(offerTexts.unavailable, 'PRODUCT_NOT_FOUND');
  if (product.seller_id === buyer.id) throw forbidden(offerTexts.ownListing);
  if (!product.available) throw conflict(offerTexts.unavailable, 'PRODUCT_UNAVAILABLE');
  if (amountCents >= product.price_cents) throw badRequest(offerTexts.notBelowPrice, 'OFFER_TOO_HIGH');
  const minimum = minimumOfferCents(product.price_cents);
  if (amountCents < minimum) throw badRequest(offerTexts.belowMinimum(formatEuros(minimum)), 'OFFER_TOO_LOW');
  if ((await blockState(ctx.db, buyer.id, product.seller_id)).ended)
    throw new AppError('BLOCKED', offerTexts.blocked, 403);
  const conversationId = await openConversation(ctx.db, buyer, { type: 'product', productId });
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('profiles').select('id').where('id', '=', buyer.id).forUpdate().executeTakeFirst();
    await checkMessageRate(trx, buyer.id, now, true);
    if ((await blockState(trx, buyer.id, product.seller_id)).ended)
      throw new AppError('BLOCKED', offerTexts.blocked, 403);
    // Offers past their time whose pass has not come yet count for nothing.
    await refuseIfOnHoliday(trx, product.seller_id);
    await expireLapsedOffers(trx, now, buyer.id);
    const open = await trx
      .selectFrom('offers')
      .select([
        sql<number>`count(*)::int`.as('all'),
        sql<number>`count(*) FILTER (WHERE product_id = ${productId})::int`.as('here'),
      ])
      .where('buyer_id', '=', buyer.id)
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirstOrThrow();
    if (open.here > 0) throw conflict(offerTexts.onePerListing, 'OFFER_ALREADY_OPEN');
    if (open.all >= MAX_OPEN_OFFERS) throw conflict(offerTexts.tooManyOpen, 'TOO_MANY_OFFERS');
    return propose(trx, {
      productId,
      conversationId,
      buyerId: buyer.id,
      sellerId: product.seller_id,
      proposedBy: 'buyer',
      amountCents,
      listPriceCents: product.price_cents,
      answersOfferId: null,
      now,
    });
  });
}
