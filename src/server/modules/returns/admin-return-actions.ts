import { adminRefundProofRules } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { refundBuyer } from '../ledger/order-ledger';
import { loadOrder } from '../orders/order-access';
import { cancelReferralBonus } from '../referrals/referral-bonus-rules';
import { deleteOrphans, storePrivateFiles } from './return-files';
import { recordReturnEffects } from './return-notifications';
import { decideOrThrow, loadReturn, transitionReturn } from './transition-return';

/**
 * The admin validates an approved return whose seller sent a refund proof, with their own
 * proof (spec §4: admin_approved, admin proof and validation date set).
 */
export async function validateReturn(
  ctx: AppContext,
  log: Logger,
  admin: CurrentUser,
  returnId: string,
  file: Upload,
): Promise<void> {
  const ret = await loadReturn(ctx.db, returnId);
  const at = ctx.clock.now();
  decideOrThrow(ret, { action: 'adminValidate', actor: 'admin', at }, true);
  const [key] = await storePrivateFiles(ctx, 'refund-proofs', ret.id, [file], adminRefundProofRules);
  if (!key) throw new Error('admin refund proof not stored');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await transitionReturn(trx, ret, {
        action: 'adminValidate',
        actor: 'admin',
        actorId: admin.id,
        at,
        set: { admin_refund_proof_key: key, admin_validated_at: at },
      });
      await logAdminAction(trx, {
        adminId: admin.id,
        action: 'validate_return',
        targetType: 'return',
        targetId: ret.id,
        details: { orderId: ret.order_id },
      });
      await recordReturnEffects(trx, updated, updated.status, 'admin');
    });
  } catch (error) {
    await deleteOrphans(ctx, log, [key]);
    throw error;
  }
}

/**
 * The seller has the item back: the admin closes the return as refunded. In the same
 * transaction the order's money is reversed in the ledger (buyer refunded from cash,
 * commission and seller share taken back), so the seller is never paid for it.
 */
export async function refundReturn(ctx: AppContext, admin: CurrentUser, returnId: string): Promise<void> {
  const ret = await loadReturn(ctx.db, returnId);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const closed = await transitionReturn(trx, ret, {
      action: 'markRefunded',
      actor: 'admin',
      actorId: admin.id,
      at,
      set: { refunded_at: at },
    });
    await refundBuyer(trx, await loadOrder(trx, ret.order_id), at, ret.id);
    await cancelReferralBonus(trx, ret.order_id, at);
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'refund_return',
      targetType: 'return',
      targetId: ret.id,
      details: { orderId: ret.order_id },
    });
    await recordReturnEffects(trx, closed, closed.status, 'admin');
  });
}
