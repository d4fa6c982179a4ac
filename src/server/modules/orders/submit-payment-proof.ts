import { decideOrderAction } from '@shared/orders/order-status';
import type { AppContext } from '@server/context';
import { AppError, conflict } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { requireOrderParty } from './order-access';
import { adminIds } from '../notifications/notify';
import { recordOrderEffects } from './order-effects';
import { orderRef, proofSubmittedNotifications } from './order-notifications';
import { storePrivateProof } from './proof-file';
import { transitionOrder } from './transition-order';

/**
 * The buyer sends the proof of their transfer: the file goes to private storage, then the
 * order (pending_payment → payment_submitted) and its payment (→ submitted) change together.
 */
export async function submitPaymentProof(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  orderId: string,
  file: Upload,
): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  const early = decideOrderAction('submitPayment', {
    status: order.status,
    actor,
    deliveryType: order.delivery_type,
    pickupLocation: order.pickup_location,
  });
  // Refuse before storing anything.
  if (!early.ok) throw new AppError(early.code, early.message, early.httpStatus);
  const key = await storePrivateProof(ctx, 'payment-proofs', order.id, file);
  const at = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await transitionOrder(trx, order, { action: 'submitPayment', actor, actorId: user.id, at });
      const payment = await trx
        .updateTable('payments')
        .set({ status: 'submitted', proof_key: key, admin_notes: null, updated_at: at })
        .where('order_id', '=', order.id)
        .where('status', 'in', ['pending', 'rejected'])
        .returning('id')
        .executeTakeFirst();
      if (!payment) throw conflict('Le paiement de cette commande a déjà été soumis', 'INVALID_STATUS');
      await recordOrderEffects(trx, {
        orderId: order.id,
        notifications: proofSubmittedNotifications(orderRef(order), await adminIds(trx)),
        topics: ['payments', 'orders'],
      });
    });
  } catch (error) {
    await ctx.storage
      .delete(key)
      .catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'orphan proof not deleted'));
    throw error;
  }
}
