import type { Kysely } from 'kysely';
import { paymentDueAfterRejection } from '@shared/orders/order-clock';
import { orderMessages } from '@shared/orders/order-messages';
import type { AppContext } from '@server/context';
import type { Database, Order } from '@server/db/schema';
import { conflict, notFound } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { recordPaymentReceived } from '../ledger/order-ledger';
import { loadOrder } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { clockColumnsFor } from '../orders/shipping-clock-columns';
import { orderRef, paymentRejectedNotification, paymentValidatedNotifications } from '../orders/order-notifications';
import { transitionOrder } from '../orders/transition-order';

const paymentNotFound = () => notFound('Paiement introuvable', 'PAYMENT_NOT_FOUND');

async function loadPayment(db: Kysely<Database>, paymentId: string) {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'order_id', 'status', 'proof_key'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw paymentNotFound();
  return payment;
}

type PaymentStatus = 'pending' | 'submitted' | 'rejected';

/** The payment row changes with the order, compare-and-set on its own status too. */
async function settlePayment(
  trx: Kysely<Database>,
  paymentId: string,
  from: { statuses: readonly PaymentStatus[]; proofRequired: boolean },
  set: {
    status: 'paid' | 'rejected';
    admin_notes?: string;
    validated_at?: Date;
    validated_by?: string | null;
    reconciled_line_id?: string;
  },
  at: Date,
  refusal: string,
) {
  let update = trx
    .updateTable('payments')
    .set({ ...set, updated_at: at })
    .where('id', '=', paymentId)
    .where('status', 'in', from.statuses);
  if (from.proofRequired) update = update.where('proof_key', 'is not', null);
  const updated = await update.returning('id').executeTakeFirst();
  if (!updated) throw conflict(refusal, 'INVALID_STATUS');
}

const BY_PROOF = { statuses: ['submitted'], proofRequired: true } as const;

/**
 * How a validation came: the admin's click on a proof, or a bank statement line or a payment
 * provider's signed callback (issue 28), both stored as a statement line.
 */
export type PaymentValidationSource =
  { kind: 'proof' } | { kind: 'bank_statement'; lineId: string; details: Record<string, unknown> };

/** Who validates: an admin, or nobody when a provider's signed callback does (decision 048). */
export type Validator = Pick<CurrentUser, 'id'> | null;

/**
 * Validates the payment inside the caller's transaction: order to payment_validated, payment
 * paid, the money received in the ledger, the admin log and the buyer's and seller's
 * notifications. Compare-and-set on both rows, so two validations of one payment give one.
 */
export async function validatePayment(
  trx: Kysely<Database>,
  ctx: AppContext,
  admin: Validator,
  target: { order: Order; paymentId: string; at: Date; source: PaymentValidationSource },
): Promise<void> {
  const { order, paymentId, at, source } = target;
  const bank = source.kind === 'bank_statement';
  const { order: updated } = await transitionOrder(trx, order, {
    action: bank ? 'reconcilePayment' : 'approvePayment',
    actor: 'admin',
    actorId: admin?.id ?? null,
    at,
    // The seller's shipping deadline starts now (decision 039).
    changes: clockColumnsFor('payment_validated', at, ctx.config.shippingClocks),
  });
  await settlePayment(
    trx,
    paymentId,
    bank ? { statuses: ['pending', 'submitted', 'rejected'], proofRequired: false } : BY_PROOF,
    {
      status: 'paid',
      validated_at: at,
      validated_by: admin?.id ?? null,
      ...(bank ? { reconciled_line_id: source.lineId } : {}),
    },
    at,
    bank ? 'Ce paiement n’est plus attendu' : 'Aucune preuve de paiement à valider',
  );
  await recordPaymentReceived(trx, updated, at);
  await logAdminAction(trx, {
    adminId: admin?.id ?? null,
    action: 'approve_payment',
    targetType: 'payment',
    targetId: paymentId,
    details: { orderId: order.id, ...(bank ? source.details : {}) },
  });
  await recordOrderEffects(trx, {
    orderId: order.id,
    notifications: paymentValidatedNotifications(orderRef(updated)),
    topics: ['payments', 'orders'],
  });
}

/**
 * The admin checked the proof and the money arrived: the order is payment_validated, the
 * payment paid, and the ledger records the money received into escrow and commission.
 */
export async function approvePayment(ctx: AppContext, admin: CurrentUser, paymentId: string): Promise<void> {
  const payment = await loadPayment(ctx.db, paymentId);
  const order = await loadOrder(ctx.db, payment.order_id);
  const at = ctx.clock.now();
  await ctx.db
    .transaction()
    .execute((trx) =>
      validatePayment(trx, ctx, admin, { order, paymentId: payment.id, at, source: { kind: 'proof' } }),
    );
}

/**
 * The proof does not hold: back to pending_payment, with the note the buyer reads. The
 * payment clock runs again, with at least PAYMENT_RETRY_HOURS left (decision 038).
 */
export async function rejectPayment(
  ctx: AppContext,
  admin: CurrentUser,
  paymentId: string,
  note: string,
): Promise<void> {
  const payment = await loadPayment(ctx.db, paymentId);
  const order = await loadOrder(ctx.db, payment.order_id);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await transitionOrder(trx, order, {
      action: 'rejectPayment',
      actor: 'admin',
      actorId: admin.id,
      at,
      note: `${orderMessages.paymentRejected} : ${note}`,
      changes: {
        payment_due_at: paymentDueAfterRejection(order.payment_due_at, at, ctx.config.paymentClock.retryHours),
      },
    });
    await settlePayment(
      trx,
      payment.id,
      BY_PROOF,
      { status: 'rejected', admin_notes: note },
      at,
      'Aucune preuve de paiement à rejeter',
    );
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'reject_payment',
      targetType: 'payment',
      targetId: payment.id,
      details: { orderId: order.id, note },
    });
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: [paymentRejectedNotification(orderRef(order), note)],
      topics: ['payments', 'orders'],
    });
  });
}
