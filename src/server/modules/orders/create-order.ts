import type { Kysely } from 'kysely';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import { orderTotals } from '@shared/delivery';
import { priceLot } from '@shared/orders/lot-pricing';
import { blockMessages } from '@shared/moderation/block-messages';
import { type CheckoutData, checkoutMessages } from '@shared/orders/checkout.schemas';
import { paymentDueAt } from '@shared/orders/order-clock';
import { orderMessages } from '@shared/orders/order-messages';
import { orderNeedsVerifiedEmail } from '@shared/orders/unpaid-limit';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { AppError, badRequest, conflict, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { blockState } from '../moderation/block-state';
import { lotBasket } from '../lots/lot-basket';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { priceForBuyer, spendOffer } from '../offers/buyer-price';
import { createReferralBonusIfDue } from '../referrals/referral-bonus-rules';
import { type CheckoutAttempt, checkoutAttempt, orderOfAttempt } from './checkout-idempotency';
import { recordOrderEffects } from './order-effects';
import { newOrderNotification, orderRef } from './order-notifications';
import { paymentInstructionsNotification } from './payment-instructions';
import type { Basket } from './order-basket';
import { insertOrderLines } from './order-lines';
import { reserveUnits } from './stock';
import { holdUnpaidOrderLimit } from './unpaid-order-limit';

async function orderableProduct(trx: Kysely<Database>, productId: string) {
  const product = await trx
    .selectFrom('products as p')
    .innerJoin('profiles as s', 's.id', 'p.seller_id')
    .select(['p.id', 'p.seller_id', 'p.title', 'p.price_cents', 's.seller_status'])
    .where('p.id', '=', productId)
    .where('p.is_available', '=', true)
    .where('p.hidden_by_admin', '=', false)
    .where('p.deleted_at', 'is', null)
    .where('s.marked_for_deletion_at', 'is', null)
    .where('s.anonymized_at', 'is', null)
    .where('s.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw notFound(productPageMessages.notFound, 'PRODUCT_NOT_FOUND');
  return product;
}

/**
 * Checkout of one listing or of a lot (decision 065), all or nothing in one transaction: a stock
 * unit for every line, the order with totals computed
 * here (never taken from the client; an accepted offer's amount read from the offer and the
 * offer spent), its pending payment, its first timeline step and, when
 * due, the referral. The seller is told once it is saved.
 *
 * With an idempotency key, a retry of the same attempt answers the order the first try made,
 * and changes nothing (stock, referral, notifications).
 */
export async function createOrder(
  ctx: AppContext,
  buyer: CurrentUser,
  input: CheckoutData,
  idempotencyKey?: string,
): Promise<string> {
  // Decision 038: an address that answers, where the payment instructions and reminders go.
  if (!buyer.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', orderNeedsVerifiedEmail, 403);
  if (idempotencyKey === undefined) return placeOrder(ctx, buyer, input, null);
  const attempt = checkoutAttempt(idempotencyKey, input);
  const earlier = await orderOfAttempt(ctx.db, buyer.id, attempt);
  if (earlier) return earlier;
  try {
    return await placeOrder(ctx, buyer, input, attempt);
  } catch (error) {
    // A concurrent try of this attempt may have won: ours then met its key (the unique
    // buyer_id, idempotency_key) or found the last unit taken by it. Its order answers both.
    const winner = await orderOfAttempt(ctx.db, buyer.id, attempt);
    if (!winner) throw error;
    return winner;
  }
}

/** Checkout of one listing: it must be orderable by this buyer, at its price or their accepted offer's. */
async function productBasket(
  trx: Kysely<Database>,
  buyer: CurrentUser,
  productId: string,
  offerId: string | null | undefined,
  at: Date,
): Promise<Basket> {
  const product = await orderableProduct(trx, productId);
  if (product.seller_id === buyer.id) throw new AppError('OWN_PRODUCT', orderMessages.ownProduct, 403);
  // Blocking ends dealings both ways: no order between two people when either blocked the other.
  if ((await blockState(trx, buyer.id, product.seller_id)).ended) {
    throw new AppError('BLOCKED', blockMessages.orderRefused, 403);
  }
  await refuseIfOnHoliday(trx, product.seller_id);
  const price = await priceForBuyer(trx, buyer.id, product, offerId, at);
  return {
    sellerId: product.seller_id,
    sellerStatus: product.seller_status,
    lines: [{ productId: product.id, title: product.title, price }],
    percent: 0,
    lotId: null,
  };
}

function basketOf(trx: Kysely<Database>, buyer: CurrentUser, input: CheckoutData, at: Date): Promise<Basket> {
  if (input.lotSellerId) return lotBasket(trx, buyer, input.lotSellerId, at);
  if (!input.productId) throw badRequest(checkoutMessages.productOrLot);
  return productBasket(trx, buyer, input.productId, input.offerId, at);
}

async function placeOrder(
  ctx: AppContext,
  buyer: CurrentUser,
  input: CheckoutData,
  attempt: CheckoutAttempt | null,
): Promise<string> {
  const at = ctx.clock.now();
  const dueAt = paymentDueAt(at, ctx.config.paymentClock.deadlineHours);
  const created = await ctx.db.transaction().execute(async (trx) => {
    await holdUnpaidOrderLimit(trx, buyer.id, ctx.config.paymentClock.maxUnpaidOrders);
    const basket = await basketOf(trx, buyer, input, at);
    // Every line's unit or none: a line sold out rolls the whole checkout back.
    const productIds = basket.lines.map((line) => line.productId);
    if (!(await reserveUnits(trx, productIds, at))) throw conflict(orderMessages.soldOut, 'SOLD_OUT');
    const priced = priceLot(
      basket.lines.map((line) => line.price.priceCents),
      basket.percent,
    );
    const totals = orderTotals(priced.priceCents, input.deliveryType, input.country);
    const [first] = basket.lines;
    if (!first) throw new Error('a checkout has a line');
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: buyer.id,
        seller_id: basket.sellerId,
        // The sale's terms are the seller's status now: a withdrawal right or not (decision 060).
        seller_status: basket.sellerStatus,
        // Decision 065: the first line's listing, the product of a one-line order.
        product_id: first.productId,
        price_cents: totals.priceCents,
        delivery_cost_cents: totals.deliveryCostCents,
        total_amount_cents: totals.totalCents,
        commission_cents: totals.commissionCents,
        seller_amount_cents: totals.sellerAmountCents,
        delivery_type: input.deliveryType,
        delivery_address: input.address,
        delivery_country: input.country,
        idempotency_key: attempt?.key ?? null,
        checkout_fingerprint: attempt?.fingerprint ?? null,
        payment_due_at: dueAt,
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'order_number', 'buyer_id', 'seller_id'])
      .executeTakeFirstOrThrow();
    await insertOrderLines(
      trx,
      order.id,
      basket.lines.map((line, i) => {
        const lineTotals = priced.lines[i];
        if (!lineTotals) throw new Error('every line is priced');
        return { productId: line.productId, title: line.title, offerId: line.price.offerId, priced: lineTotals };
      }),
    );
    for (const line of basket.lines) {
      if (line.price.offerId) await spendOffer(trx, line.price.offerId, order.id);
    }
    // Ordering the lot closes it: the order is now the record (decision 065).
    if (basket.lotId) await trx.deleteFrom('lots').where('id', '=', basket.lotId).execute();
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        amount_cents: totals.totalCents,
        method: input.paymentMethod,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('order_events')
      .values({ order_id: order.id, status: 'pending_payment', actor_id: buyer.id, created_at: at })
      .execute();
    await createReferralBonusIfDue(
      trx,
      { id: order.id, buyerId: buyer.id, sellerId: basket.sellerId, priceCents: totals.priceCents },
      ctx.config.referralMinOrderCents,
      at,
    );
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [
        newOrderNotification(
          orderRef(order),
          basket.lines.map((line) => line.title),
        ),
        paymentInstructionsNotification(ctx.config, {
          ...orderRef(order),
          totalCents: totals.totalCents,
          method: input.paymentMethod,
          dueAt,
        }),
      ],
      topics: ['orders'],
    });
    return order;
  });
  return created.id;
}
