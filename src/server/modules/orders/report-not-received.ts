import { shippingClockTexts } from '@shared/orders/shipping-clock';
import type { AppContext } from '@server/context';
import type { Order } from '@server/db/schema';
import { AppError, conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { adminIds } from '../notifications/notify';
import { loadOrder, requireOrderParty } from './order-access';
import { recordOrderEffects } from './order-effects';
import { orderRef } from './order-notifications';
import { notReceivedNotifications } from './shipping-clock-notifications';

function refusal(order: Order): AppError {
  if (order.status !== 'in_transit') return conflict(shippingClockTexts.notInTransit, 'INVALID_STATUS');
  return conflict(shippingClockTexts.alreadyClaimed, 'ALREADY_CLAIMED');
}

/**
 * 'Colis non reçu': the buyer of an order in transit says the parcel never came. The clock
 * stops (it will not count as delivered) and the admin decides; the seller and the admins
 * are told. Compare-and-set against the clock job delivering it at the same moment.
 */
export async function reportNotReceived(ctx: AppContext, user: CurrentUser, orderId: string): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (actor !== 'buyer') throw new AppError('FORBIDDEN', 'Action non autorisée sur cette commande', 403);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('orders')
      .set({ not_received_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'in_transit')
      .where('not_received_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) throw refusal(await loadOrder(trx, order.id));
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: notReceivedNotifications(orderRef(claimed), await adminIds(trx)),
      topics: ['orders'],
    });
  });
}
