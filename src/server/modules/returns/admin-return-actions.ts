import { adminRefundProofRules, type ReturnRefund, returnMessages } from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';
import type { Logger } from '@server/platform/logger';
import type { Upload } from '@server/platform/read-upload';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import type { Order } from '@server/db/schema';
import { orderMoneyState, refundReturnedLines } from '../ledger/order-ledger';
import { lockOrder, refundOrderFromEscrow } from '../orders/refund-order';
import { releaseUnit } from '../orders/stock';
import { deleteOrphans, storePrivateFiles } from './return-files';
import { recordReturnEffects } from './return-notifications';
import { orderLinesOf, returnedLineIds, shareOfReturn } from './returned-lines';
import { decideOrThrow, loadReturn, type StoredReturn, transitionReturn } from './transition-return';

/**
 * The admin agrees to an approved return (admin_approved): the buyer may ship the item back.
 * No proof is asked here: nobody has paid anything yet (decision 041).
 */
export async function validateReturn(ctx: AppContext, admin: CurrentUser, returnId: string): Promise<void> {
  const ret = await loadReturn(ctx.db, returnId);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await transitionReturn(trx, ret, {
      action: 'adminValidate',
      actor: 'admin',
      actorId: admin.id,
      at,
      set: { admin_validated_at: at },
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
}

/** A refund needs the order still paid and not yet refunded: a cancellation may have been first. */
async function refuseUnlessRefundable(trx: Parameters<typeof orderMoneyState>[0], orderId: string) {
  const order = await lockOrder(trx, orderId);
  if (order.status === 'cancelled') throw conflict(returnMessages.cancelledOrder, 'ORDER_CANCELLED');
  const money = await orderMoneyState(trx, orderId);
  if (money.refunded) throw conflict(returnMessages.refundedOrder, 'ORDER_REFUNDED');
  if (!money.received) throw conflict(returnMessages.unpaidOrder, 'PAYMENT_NOT_VALIDATED');
  return order;
}

/**
 * Decision 066: a return of every line is reversed through the same path as a cancellation
 * (delivery, and any delivery supplement, included); a return of some lines refunds exactly
 * their share, and the rest of the order completes normally. Returns the cents paid back and
 * the listings sent back.
 */
async function refundReturnedMoney(trx: Parameters<typeof orderMoneyState>[0], order: Order, ret: StoredReturn, at: Date) {
  const lines = (await orderLinesOf(trx, [order.id])).get(order.id) ?? [];
  const returnedIds = (await returnedLineIds(trx, [ret.id])).get(ret.id) ?? [];
  const share = shareOfReturn(lines, returnedIds, order.delivery_cost_cents);
  const refunded = share.all
    ? await refundOrderFromEscrow(trx, order, at, ret.id)
    : await refundReturnedLines(trx, order, share, ret.id, at);
  const productIds = lines.filter((line) => returnedIds.includes(line.id)).map((line) => line.productId);
  return { refunded, productIds };
}

/**
 * The seller has the items back: the admin pays the buyer back from escrow, by the method and
 * with the reference and proof given, and closes the return as refunded (decision 041). The
 * returned units go back on sale when the seller chose 'Remettre en vente'.
 */
export async function refundReturn(
  ctx: AppContext,
  log: Logger,
  admin: CurrentUser,
  returnId: string,
  input: { refund: ReturnRefund; proof: Upload },
): Promise<void> {
  const ret = await loadReturn(ctx.db, returnId);
  const at = ctx.clock.now();
  // Refuse before storing anything.
  decideOrThrow(ret, { action: 'markRefunded', actor: 'admin', at });
  const [key] = await storePrivateFiles(ctx, 'refund-proofs', ret.id, [input.proof], adminRefundProofRules);
  if (!key) throw new Error('refund proof not stored');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const order = await refuseUnlessRefundable(trx, ret.order_id);
      const { refunded, productIds } = await refundReturnedMoney(trx, order, ret, at);
      const closed = await transitionReturn(trx, ret, {
        action: 'markRefunded',
        actor: 'admin',
        actorId: admin.id,
        at,
        set: {
          refunded_at: at,
          refund_method: input.refund.method,
          refund_reference: input.refund.reference,
          refund_amount_cents: refunded,
          admin_refund_proof_key: key,
        },
        note: input.refund.reference,
      });
      if (closed.relist) for (const productId of productIds) await releaseUnit(trx, productId, at);
      await logAdminAction(trx, {
        adminId: admin.id,
        action: 'refund_return',
        targetType: 'return',
        targetId: ret.id,
        details: { orderId: ret.order_id, amountCents: refunded, method: input.refund.method },
      });
      await recordReturnEffects(trx, closed, closed.status, 'admin');
    });
  } catch (error) {
    await deleteOrphans(ctx, log, [key]);
    throw error;
  }
}
