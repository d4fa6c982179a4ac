import { PAYABLE_SUPPLEMENT_STATUSES, supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import { conflict, forbidden } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { requireOrderParty } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { orderRef } from '../orders/order-notifications';
import { moveSupplement, supplementNotFound, unpaidSupplementOf } from './supplement-access';
import { supplementEndedNotifications } from './supplement-notifications';

/**
 * The buyer gives the switch up before paying: the order stays a pickup order. A proof under
 * the admin's review cannot be withdrawn (money may be on its way); the decision comes first.
 */
export async function cancelSupplement(ctx: AppContext, user: CurrentUser, orderId: string): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (actor !== 'buyer') throw forbidden('Action non autorisée sur cette commande');
  const supplement = await unpaidSupplementOf(ctx.db, order.id);
  if (!supplement) throw supplementNotFound();
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveSupplement(trx, supplement.id, PAYABLE_SUPPLEMENT_STATUSES, {
      status: 'cancelled',
      updated_at: at,
    });
    if (!moved) throw conflict(supplementMessages.notCancellable, 'INVALID_STATUS');
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: supplementEndedNotifications(orderRef(order), 'cancelled'),
      topics: ['payments', 'orders'],
    });
  });
}
