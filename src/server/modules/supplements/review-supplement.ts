import type { Kysely } from 'kysely';
import { UNPAID_SUPPLEMENT_STATUSES, supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import type { Database, Order } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { PaymentValidationSource, Validator } from '../admin-orders/review-payment';
import type { CurrentUser } from '../auth/current-user';
import { recordSupplementReceived } from '../ledger/order-ledger';
import { loadOrder } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { orderRef } from '../orders/order-notifications';
import { type Supplement, loadSupplement, moveSupplement } from './supplement-access';
import { supplementRejectedNotification, supplementValidatedNotifications } from './supplement-notifications';

/**
 * Only now does the order become home delivery, compare-and-set on what the switch saw: still
 * paid and not sent, still a pickup order. Total = price + the supplement (the orders' money
 * identity holds: a pickup order's delivery cost was 0).
 */
async function switchOrderToHome(trx: Kysely<Database>, order: Order, supplement: Supplement, at: Date) {
  const switched = await trx
    .updateTable('orders')
    .set({
      delivery_type: 'home',
      delivery_address: supplement.address,
      delivery_country: supplement.country,
      delivery_cost_cents: supplement.amount_cents,
      total_amount_cents: order.price_cents + supplement.amount_cents,
      pickup_location: null,
      updated_at: at,
    })
    .where('id', '=', order.id)
    .where('status', '=', 'payment_validated')
    .where('delivery_type', '=', 'pickup')
    .returningAll()
    .executeTakeFirst();
  if (!switched) throw conflict(supplementMessages.orderChanged, 'ORDER_CHANGED');
  return switched;
}

/**
 * Validates the supplement inside the caller's transaction, compare-and-set on its status: by
 * the admin on a proof ('submitted'), or by a bank statement line ('pending' too, issue 28).
 */
export async function validateSupplement(
  trx: Kysely<Database>,
  admin: Validator,
  target: { supplement: Supplement; order: Order; at: Date; source: PaymentValidationSource },
): Promise<void> {
  const { supplement, order, at, source } = target;
  const bank = source.kind === 'bank_statement';
  const validated = await moveSupplement(trx, supplement.id, bank ? UNPAID_SUPPLEMENT_STATUSES : ['submitted'], {
    status: 'validated',
    validated_at: at,
    validated_by: admin?.id ?? null,
    updated_at: at,
    ...(bank ? { reconciled_line_id: source.lineId } : {}),
  });
  if (!validated) throw conflict(supplementMessages.noneToValidate, 'INVALID_STATUS');
  const switched = await switchOrderToHome(trx, order, validated, at);
  await recordSupplementReceived(trx, switched, validated.amount_cents, at);
  await logAdminAction(trx, {
    adminId: admin?.id ?? null,
    action: 'approve_supplement',
    targetType: 'payment',
    targetId: supplement.id,
    details: { orderId: order.id, amountCents: validated.amount_cents, ...(bank ? source.details : {}) },
  });
  await recordOrderEffects(trx, {
    orderId: order.id,
    notifications: supplementValidatedNotifications(orderRef(switched)),
    topics: ['payments', 'orders'],
  });
}

/** The admin checked the supplement's proof and the money arrived. */
export async function approveSupplement(ctx: AppContext, admin: CurrentUser, supplementId: string): Promise<void> {
  const supplement = await loadSupplement(ctx.db, supplementId);
  const order = await loadOrder(ctx.db, supplement.order_id);
  const at = ctx.clock.now();
  await ctx.db
    .transaction()
    .execute((trx) => validateSupplement(trx, admin, { supplement, order, at, source: { kind: 'proof' } }));
}

/** The proof does not hold: the buyer may send another until the deadline. */
export async function rejectSupplement(
  ctx: AppContext,
  admin: CurrentUser,
  supplementId: string,
  note: string,
): Promise<void> {
  const supplement = await loadSupplement(ctx.db, supplementId);
  const order = await loadOrder(ctx.db, supplement.order_id);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const rejected = await moveSupplement(trx, supplement.id, ['submitted'], {
      status: 'rejected',
      admin_notes: note,
      updated_at: at,
    });
    if (!rejected) throw conflict(supplementMessages.noneToReject, 'INVALID_STATUS');
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'reject_supplement',
      targetType: 'payment',
      targetId: supplement.id,
      details: { orderId: order.id, note },
    });
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [supplementRejectedNotification(orderRef(order), note)],
      topics: ['payments', 'orders'],
    });
  });
}
