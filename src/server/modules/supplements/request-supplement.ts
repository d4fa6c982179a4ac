import { deliveryCostCents } from '@shared/delivery';
import { decideOrderAction } from '@shared/orders/order-status';
import { supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import type { Order } from '@server/db/schema';
import { AppError, conflict } from '@server/platform/errors';
import type { OrderActor } from '@shared/orders/order-status';
import { recordOrderEffects } from '../orders/order-effects';
import { orderRef } from '../orders/order-notifications';
import { supplementRequestedNotification } from './supplement-notifications';
import { unpaidSupplementOf } from './supplement-access';

const HOUR_MS = 60 * 60 * 1000;

export type HomeAddress = { address: string; country: string | null };

/**
 * Decision 040: a paid pickup order switched to home delivery owes the delivery cost first.
 * The order stays a pickup order until the admin validates the supplement; the order row is
 * locked meanwhile so that a concurrent shipment or a second switch waits and then sees it.
 */
export async function requestSupplement(
  ctx: AppContext,
  order: Order,
  actor: OrderActor,
  input: HomeAddress,
): Promise<void> {
  const decision = decideOrderAction('switchToHome', {
    status: order.status,
    actor,
    deliveryType: order.delivery_type,
    pickupLocation: order.pickup_location,
  });
  if (!decision.ok) throw new AppError(decision.code, decision.message, decision.httpStatus);
  const amount = deliveryCostCents('home', input.country);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', order.id)
      .where('status', '=', 'payment_validated')
      .where('delivery_type', '=', 'pickup')
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw conflict('La commande a été modifiée entre-temps, veuillez réessayer', 'ORDER_CHANGED');
    if (await unpaidSupplementOf(trx, order.id)) throw conflict(supplementMessages.alreadyLive, 'SUPPLEMENT_LIVE');
    await trx
      .insertInto('order_supplements')
      .values({
        order_id: order.id,
        amount_cents: amount,
        address: input.address,
        country: input.country,
        due_at: new Date(at.getTime() + ctx.config.supplementDeadlineHours * HOUR_MS),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [supplementRequestedNotification(orderRef(order), amount)],
      topics: ['orders', 'payments'],
    });
  });
}
