import type { Kysely } from 'kysely';
import { formatEuros } from '@shared/money';
import { REFERRAL_BONUS_CENTS, earnsReferralBonus } from '@shared/referrals/referral';
import type { Database } from '@server/db/schema';
import { orderMoneyState } from '../ledger/order-ledger';
import { notify } from '../notifications/notify';

/**
 * decisions §4: the bonus is payable once the referred user's first order is finished,
 * i.e. completed or delivered past its return window with no open return. The ledger says
 * exactly that: the seller's share was released (by completion or the escrow job) and the
 * buyer was not refunded.
 */
export async function firstOrderFinished(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const money = await orderMoneyState(db, orderId);
  return money.released && !money.refunded;
}

/** The first order will never finish: cancelled, or refunded after a return. */
export async function firstOrderVoid(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  return order.status === 'cancelled' || (await orderMoneyState(db, orderId)).refunded;
}

/**
 * The referred user's first order was cancelled or refunded: a pending bonus is cancelled
 * (compare-and-set, in the caller's transaction) and the referrer is told. A paid one stays.
 */
export async function cancelReferralBonus(trx: Kysely<Database>, orderId: string, at: Date): Promise<void> {
  const cancelled = await trx
    .updateTable('referrals')
    .set({ status: 'cancelled', cancelled_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .returning(['referrer_id', 'bonus_amount_cents'])
    .executeTakeFirst();
  if (!cancelled) return;
  await notify(trx, [
    {
      userId: cancelled.referrer_id,
      type: 'referral_cancelled',
      title: 'Bonus de parrainage annulé',
      message: `Le bonus de ${formatEuros(cancelled.bonus_amount_cents)} est annulé : la première commande de votre filleul a été annulée ou remboursée.`,
      link: '/profile',
    },
  ]);
}

type NewOrder = { id: string; buyerId: string; sellerId: string; priceCents: number };

/**
 * Checkout, in its transaction: the referred buyer's first order earns the referrer a pending
 * bonus when it is a real sale (decision 040): from someone else, for at least
 * `minOrderCents` of products, by a confirmed e-mail. A first order that does not qualify
 * leaves no bonus for later ones.
 */
export async function createReferralBonusIfDue(
  trx: Kysely<Database>,
  order: NewOrder,
  minOrderCents: number,
  at: Date,
): Promise<void> {
  const buyer = await trx
    .selectFrom('profiles')
    .select(['referred_by', 'email_verified'])
    .where('id', '=', order.buyerId)
    .executeTakeFirstOrThrow();
  if (!buyer.referred_by) return;
  const earlier = await trx
    .selectFrom('orders')
    .select('id')
    .where('buyer_id', '=', order.buyerId)
    .where('id', '<>', order.id)
    .limit(1)
    .executeTakeFirst();
  const existing = await trx
    .selectFrom('referrals')
    .select('id')
    .where('referred_id', '=', order.buyerId)
    .executeTakeFirst();
  const facts = {
    referredBy: buyer.referred_by,
    isFirstOrder: earlier === undefined && existing === undefined,
    sellerId: order.sellerId,
    productTotalCents: order.priceCents,
    emailConfirmed: buyer.email_verified,
  };
  if (!earnsReferralBonus(facts, minOrderCents)) return;
  // Two first orders at once: the unique referred_id keeps one referral, and the other order still goes through.
  await trx
    .insertInto('referrals')
    .values({
      referrer_id: buyer.referred_by,
      referred_id: order.buyerId,
      order_id: order.id,
      bonus_amount_cents: REFERRAL_BONUS_CENTS,
      created_at: at,
    })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .execute();
}
