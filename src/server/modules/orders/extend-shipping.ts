import { sql } from 'kysely';
import { shippingClockTexts } from '@shared/orders/shipping-clock';
import type { AppContext } from '@server/context';
import type { Order } from '@server/db/schema';
import { AppError, conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { recordOrderEffects } from './order-effects';
import { requireOrderParty } from './order-access';
import { orderRef } from './order-notifications';
import { extensionNotification } from './shipping-clock-notifications';

const onlyBuyer = () => new AppError('FORBIDDEN', 'Action non autorisée sur cette commande', 403);

/** Why the extension cannot be granted, from what the order is now. */
function refusal(order: Order, now: Date): AppError {
  if (order.status !== 'payment_validated' || !order.ship_by) {
    return conflict(shippingClockTexts.notAwaitingShipment, 'INVALID_STATUS');
  }
  if (order.ship_extended_at) return conflict(shippingClockTexts.alreadyExtended, 'ALREADY_EXTENDED');
  if (order.ship_by <= now) return conflict(shippingClockTexts.deadlinePassed, 'DEADLINE_PASSED');
  return conflict('La commande a été modifiée entre-temps, veuillez réessayer', 'ORDER_CHANGED');
}

/**
 * 'Accorder 3 jours de plus': the buyer gives the seller one extension, once per order, while
 * the order waits to be sent and before its deadline. Compare-and-set on all three, so the
 * clock job cancelling at the same moment and a double click cannot both win.
 */
export async function extendShipping(ctx: AppContext, user: CurrentUser, orderId: string): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (actor !== 'buyer') throw onlyBuyer();
  const now = ctx.clock.now();
  const days = ctx.config.shippingClocks.extensionDays;
  await ctx.db.transaction().execute(async (trx) => {
    const extended = await trx
      .updateTable('orders')
      .set({ ship_by: sql<Date>`ship_by + make_interval(days => ${days})`, ship_extended_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'payment_validated')
      .where('ship_extended_at', 'is', null)
      .where('ship_by', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!extended)
      throw refusal(
        await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
        now,
      );
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [extensionNotification(orderRef(extended), extended.ship_by ?? now)],
      topics: ['orders'],
    });
  });
}
