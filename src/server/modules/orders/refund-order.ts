import type { Kysely } from 'kysely';
import { returnMessages } from '@shared/returns/return.schemas';
import type { Database, Order } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { orderMoneyState, refundBuyer } from '../ledger/order-ledger';
import { cancelReferralBonus } from '../referrals/referral-bonus-rules';
import { hasOpenReturn } from '../returns/live-return';
import { orderNotFound } from './order-access';

/**
 * Locks the order's row for the rest of the transaction. Every refund takes this lock before
 * it looks at the money (a cancellation takes it by its compare-and-set update), so of a return's
 * refund and a cancellation of the same order, the second waits for the first and sees it.
 */
export async function lockOrder(trx: Kysely<Database>, orderId: string): Promise<Order> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}

/** A cancellation may refund only what no return refunds, and never under a return still under way. */
export async function refuseCancelOverReturn(trx: Kysely<Database>, orderId: string): Promise<void> {
  if (await hasOpenReturn(trx, orderId)) throw conflict(returnMessages.openReturnOnCancel, 'RETURN_OPEN');
  if ((await orderMoneyState(trx, orderId)).refunded) throw conflict(returnMessages.refundedOrder, 'ORDER_REFUNDED');
}

/**
 * The one way money goes back to a buyer (decision 041), for a cancelled paid order and for a
 * refunded return alike: the order's movements are reversed from escrow and its referral bonus
 * falls. The caller holds the order's row lock. Returns the cents paid back.
 */
export async function refundOrderFromEscrow(
  trx: Kysely<Database>,
  order: Order,
  at: Date,
  returnId: string | null = null,
): Promise<number> {
  const refunded = await refundBuyer(trx, order, at, returnId);
  await cancelReferralBonus(trx, order.id, at);
  return refunded;
}
