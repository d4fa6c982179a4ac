import type { Kysely } from 'kysely';
import { productMessages } from '@shared/catalogue/product.schemas';
import { orderTotals } from '@shared/delivery';
import { priceLot } from '@shared/orders/lot-pricing';
import { blockMessages } from '@shared/moderation/block-messages';
import type { CheckoutData } from '@shared/orders/checkout.schemas';
import { paymentDueAt } from '@shared/orders/order-clock';
import { orderMessages } from '@shared/orders/order-view.schemas';
import { orderNeedsVerifiedEmail } from '@shared/orders/unpaid-limit';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { AppError, conflict, notFound } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { blockState } from '../moderation/block-state';
import { refuseIfOnHoliday } from '../sellers/holiday';
import { priceForBuyer, spendOffer } from '../offers/buyer-price';
import { createReferralBonusIfDue } from '../referrals/referral-bonus-rules';
import { type CheckoutAttempt, checkoutAttempt, orderOfAttempt } from './checkout-idempotency';
import { recordOrderEffects } from './order-effects';
import { newOrderNotification, orderRef } from './order-notifications';
import { paymentInstructionsNotification } from './payment-instructions';
import { insertOrderLines } from './order-lines';
import { reserveUnit } from './stock';
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
  if (!product) throw notFound(productMessages.notFound, 'PRODUCT_NOT_FOUND');
  return product;
}

/**
 * Checkout, all or nothing in one transaction: the stock unit, the order with totals computed
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
    const product = await orderableProduct(trx, input.productId);
    if (product.seller_id === buyer.id) throw new AppError('OWN_PRODUCT', orderMessages.ownProduct, 403);
    // Blocking ends dealings both ways: no order between two people when either blocked the other.
    if ((await blockState(trx, buyer.id, product.seller_id)).ended) {
      throw new AppError('BLOCKED', blockMessages.orderRefused, 403);
    }
    await refuseIfOnHoliday(trx, product.seller_id);
    const price = await priceForBuyer(trx, buyer.id, product, input.offerId, at);
    if (!(await reserveUnit(trx, product.id, at))) throw conflict(orderMessages.soldOut, 'SOLD_OUT');
    const totals = orderTotals(price.priceCents, input.deliveryType, input.country);
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: buyer.id,
        seller_id: product.seller_id,
        // The sale's terms are the seller's status now: a withdrawal right or not (decision 060).
        seller_status: product.seller_status,
        product_id: product.id,
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
    const [line] = priceLot([totals.priceCents], 0).lines;
    if (!line) throw new Error('a one-line order has its line');
    await insertOrderLines(trx, order.id, [
      { productId: product.id, title: product.title, offerId: price.offerId, priced: line },
    ]);
    if (price.offerId) await spendOffer(trx, price.offerId, order.id);
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
      { id: order.id, buyerId: buyer.id, sellerId: product.seller_id, priceCents: totals.priceCents },
      ctx.config.referralMinOrderCents,
      at,
    );
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [
        newOrderNotification(orderRef(order), [product.title]),
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
