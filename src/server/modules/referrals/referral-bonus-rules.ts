import type { Kysely } from 'kysely';
import { formatEuros } from '@shared/money';
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
