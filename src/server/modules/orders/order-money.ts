import type { Kysely } from 'kysely';
import { type OrderStatus, releasesStock, reservesStock } from '@shared/orders/order-status';
import { orderMessages } from '@shared/orders/order-messages';
import { withdrawalWindowOpen } from '@shared/returns/withdrawal';
import type { Database, Order } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { orderMoneyState, releaseSellerShare } from '../ledger/order-ledger';
import { deliveredAt } from '../returns/delivered-at';
import { hasOpenReturn } from '../returns/live-return';
import { cancelUnpaidSupplement } from '../supplements/supplement-access';
import { refundOrderFromEscrow, refuseCancelOverReturn } from './refund-order';
import { orderLineProductIds, releaseUnits, reserveUnits } from './stock';

const FINISHED: readonly OrderStatus[] = ['completed'];

/**
 * What a status change does to stock and money, in the change's transaction: a cancelled
 * order gives its units back and, if it had been paid, the buyer is refunded; a completed one
 * makes the seller's share payable (what escrow still holds: nothing after a refund of every
 * line, the rest after a return of some, decision 066), unless a return is under way or a
 * professional's withdrawal window is still open (the escrow job releases it once these end). Reviving a cancelled order
 * takes a unit again.
 */
export async function applyStockAndMoney(
  trx: Kysely<Database>,
  order: Order,
  from: OrderStatus,
  to: OrderStatus,
  at: Date,
): Promise<void> {
  if (reservesStock(from, to)) {
    if ((await orderMoneyState(trx, order.id)).refunded) throw conflict(orderMessages.refundedOrder, 'ORDER_REFUNDED');
    const productIds = await orderLineProductIds(trx, order.id);
    if (!(await reserveUnits(trx, productIds, at))) throw conflict(orderMessages.soldOut, 'SOLD_OUT');
  }
  if (releasesStock(from, to)) {
    // The status update holds the order's row: a return's refund of it waits, or was seen here.
    await refuseCancelOverReturn(trx, order.id);
    // Every line's unit: a lot gives back all its listings (decision 065).
    await releaseUnits(trx, await orderLineProductIds(trx, order.id), at);
    // A referred user's first order that is cancelled cancels the referrer's bonus (decisions §4).
    await refundOrderFromEscrow(trx, order, at);
    // A cancelled order will not switch to home delivery (decision 040).
    await cancelUnpaidSupplement(trx, order.id, at);
  }
  if (
    FINISHED.includes(to) &&
    (await mayReleaseAtCompletion(trx, order, at)) &&
    (await releaseSellerShare(trx, order, at))
  ) {
    await trx.updateTable('orders').set({ payout_released_at: at }).where('id', '=', order.id).execute();
  }
}

/**
 * A return under way holds the share; so does a professional's withdrawal window (decision 060):
 * the buyer who confirmed receipt may still withdraw, and the escrow job releases it afterwards.
 */
async function mayReleaseAtCompletion(trx: Kysely<Database>, order: Order, at: Date): Promise<boolean> {
  if (await hasOpenReturn(trx, order.id)) return false;
  const delivered = await deliveredAt(trx, { ...order, status: 'completed' });
  return !withdrawalWindowOpen(order.seller_status, delivered, at);
}
