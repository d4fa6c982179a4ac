import type { Kysely } from 'kysely';
import { paymentDueAfterRejection } from '@shared/orders/order-clock';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import type { AppContext } from '@server/context';
import type { Database, Order } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { orderMoneyState, recordPaymentReceived } from '../ledger/order-ledger';
import { refuseCancelOverReturn } from '../orders/refund-order';
import { loadOrder } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { applyStockAndMoney } from '../orders/order-money';
import { orderRef, orderStatusNotifications } from '../orders/order-notifications';
import { clockColumnsFor } from '../orders/shipping-clock-columns';
import { transitionOrder } from '../orders/transition-order';

const PAID_STATUSES: readonly OrderStatus[] = ['payment_validated', 'in_transit', 'delivered', 'completed'];

/**
 * Moving an order past validation by hand, with a proof waiting, is the admin validating it:
 * the payment is marked paid and recorded, so the seller's share exists to be released later.
 */
async function validateWaitingPayment(trx: Kysely<Database>, order: Order, to: OrderStatus, adminId: string, at: Date) {
  if (!PAID_STATUSES.includes(to)) return;
  const paid = await trx
    .updateTable('payments')
    .set({ status: 'paid', validated_at: at, validated_by: adminId, updated_at: at })
    .where('order_id', '=', order.id)
    .where('status', '=', 'submitted')
    .where('proof_key', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (paid) await recordPaymentReceived(trx, order, at);
}

/**
 * Issue 27: a status that says the buyer paid is never set on an order whose payment the
 * ledger has not received (a waiting proof was just validated above, which counts).
 */
async function refuseUnpaid(trx: Kysely<Database>, order: Order, to: OrderStatus) {
  if (!PAID_STATUSES.includes(to) || (await orderMoneyState(trx, order.id)).received) return;
  throw conflict(
    `Le paiement de cette commande n'a pas été validé : elle ne peut pas passer à « ${orderStatusLabels[to]} »`,
    'PAYMENT_NOT_VALIDATED',
  );
}

const AWAITING_PAYMENT: readonly OrderStatus[] = ['pending_payment', 'payment_submitted'];

/**
 * An order whose payment the ledger received never waits for a payment again: the buyer would
 * be asked to pay twice, and a second payment could not be recorded. Undoing it is cancelling it,
 * which pays the buyer back.
 */
async function refuseBackToAwaitingPayment(trx: Kysely<Database>, order: Order, to: OrderStatus) {
  if (!AWAITING_PAYMENT.includes(to) || !(await orderMoneyState(trx, order.id)).received) return;
  throw conflict(
    `Le paiement de cette commande a déjà été reçu : elle ne peut pas revenir à « ${orderStatusLabels[to]} ». Pour la défaire, annulez-la : l'acheteur sera remboursé`,
    'PAYMENT_ALREADY_RECEIVED',
  );
}

/** The statuses whose clock cancels the order: the payment clock, and the shipping clock (decisions 038, 039). */
const CANCELLED_BY_THEIR_CLOCK: readonly OrderStatus[] = ['pending_payment', 'payment_submitted', 'payment_validated'];

/**
 * An order that could not be cancelled now (money already paid back, or a return under way)
 * is never sent back to a status whose clock would cancel it: that clock would fail on it at
 * every pass.
 */
async function refuseClockThatCannotCancel(trx: Kysely<Database>, order: Order, to: OrderStatus) {
  if (CANCELLED_BY_THEIR_CLOCK.includes(to)) await refuseCancelOverReturn(trx, order.id);
}

/** decisions §5: the admin may set any status, with a reason that goes to the admin log. */
export async function setOrderStatus(
  ctx: AppContext,
  admin: CurrentUser,
  orderId: string,
  input: { status: OrderStatus; reason: string },
): Promise<void> {
  const order = await loadOrder(ctx.db, orderId);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const transition = await transitionOrder(trx, order, {
      action: 'adminSetStatus',
      actor: 'admin',
      actorId: admin.id,
      at,
      targetStatus: input.status,
      reason: input.reason,
      note: input.reason,
      // An order moved to a waiting status gets that status's clock: back to waiting for a payment,
      // the buyer gets a window again, as after a rejected proof (decisions 038 and 039).
      changes:
        input.status === 'pending_payment'
          ? { payment_due_at: paymentDueAfterRejection(order.payment_due_at, at, ctx.config.paymentClock.retryHours) }
          : clockColumnsFor(input.status, at, ctx.config.shippingClocks),
    });
    await validateWaitingPayment(trx, transition.order, transition.to, admin.id, at);
    await refuseUnpaid(trx, transition.order, transition.to);
    await applyStockAndMoney(trx, transition.order, transition.from, transition.to, at);
    await refuseClockThatCannotCancel(trx, transition.order, transition.to);
    await refuseBackToAwaitingPayment(trx, transition.order, transition.to);
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'set_order_status',
      targetType: 'order',
      targetId: order.id,
      details: { from: transition.from, to: transition.to, reason: input.reason },
    });
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: orderStatusNotifications(
        orderRef(transition.order),
        transition.to,
        'admin',
        transition.order.tracking_number,
      ),
      topics: ['orders', 'payments'],
    });
  });
}
