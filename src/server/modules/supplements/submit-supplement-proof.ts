import { PAYABLE_SUPPLEMENT_STATUSES, supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import { conflict, forbidden } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import type { CurrentUser } from '../auth/current-user';
import { adminIds } from '../notifications/notify';
import { requireOrderParty } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { orderRef } from '../orders/order-notifications';
import { storePrivateProof } from '../orders/proof-file';
import { moveSupplement, supplementNotFound, unpaidSupplementOf } from './supplement-access';
import { supplementProofNotifications } from './supplement-notifications';

/** The buyer sends the proof of the supplement's transfer; the admin checks it like a payment's. */
export async function submitSupplementProof(
  ctx: AppContext,
  log: Logger,
  user: CurrentUser,
  orderId: string,
  file: Upload,
): Promise<void> {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (actor !== 'buyer') throw forbidden('Action non autorisée sur cette commande');
  const supplement = await unpaidSupplementOf(ctx.db, order.id);
  if (!supplement) throw supplementNotFound();
  // Refuse before storing anything.
  if (!PAYABLE_SUPPLEMENT_STATUSES.includes(supplement.status)) {
    throw conflict(supplementMessages.notPayable, 'INVALID_STATUS');
  }
  const key = await storePrivateProof(ctx, 'payment-proofs', order.id, file);
  const at = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const moved = await moveSupplement(trx, supplement.id, PAYABLE_SUPPLEMENT_STATUSES, {
        status: 'submitted',
        proof_key: key,
        admin_notes: null,
        updated_at: at,
      });
      if (!moved) throw conflict(supplementMessages.notPayable, 'INVALID_STATUS');
      await recordOrderEffects(trx, {
        orderId: order.id,
        notifications: supplementProofNotifications(orderRef(order), await adminIds(trx)),
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
