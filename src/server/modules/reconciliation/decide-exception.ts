import type { Kysely } from 'kysely';
import { type LineDecisionResult, lineDecisionMessages as messages } from '@shared/payments/reconciliation.schemas';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { conflict, notFound } from '@server/platform/errors';
import { validatePayment } from '../admin-orders/review-payment';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { validateSupplement } from '../supplements/review-supplement';
import { decideForOrder } from './decide-line';
import { findReference } from './find-reference';

type Decided = { outcome: 'validated' | 'to_refund' | 'dismissed'; orderId?: string; note?: string };

/**
 * Compare-and-set on the line: only a line still 'À examiner' is decided, so a double click,
 * or two admins at once, decides it once; the loser gets a 409.
 */
async function decide(trx: Kysely<Database>, lineId: string, admin: CurrentUser, at: Date, decided: Decided) {
  const line = await trx
    .updateTable('bank_statement_lines')
    .set({
      outcome: decided.outcome,
      note: decided.note ?? null,
      decided_by: admin.id,
      decided_at: at,
      ...(decided.orderId ? { order_id: decided.orderId } : {}),
    })
    .where('id', '=', lineId)
    .where('outcome', '=', 'to_examine')
    .returningAll()
    .executeTakeFirst();
  if (line) return line;
  const exists = await trx.selectFrom('bank_statement_lines').select('id').where('id', '=', lineId).executeTakeFirst();
  throw exists ? conflict(messages.alreadyDecided, 'LINE_ALREADY_DECIDED') : notFound(messages.lineNotFound);
}

/** 'Rattacher': the admin names the order; it is validated exactly as an automatic match is. */
export async function linkLine(
  ctx: AppContext,
  admin: CurrentUser,
  lineId: string,
  orderNumber: string,
): Promise<LineDecisionResult> {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    // The number as the admin types it (any case, spaces, hyphens) or its RF reference.
    const named = findReference(orderNumber);
    const order =
      named.kind === 'order'
        ? await trx.selectFrom('orders').selectAll().where('order_number', '=', named.orderNumber).executeTakeFirst()
        : undefined;
    if (!order) throw notFound(messages.orderNotFound);
    const line = await decide(trx, lineId, admin, at, { outcome: 'validated', orderId: order.id });
    if (line.currency !== 'EUR') throw conflict(`Devise non prise en charge : ${line.currency}`, 'LINE_NOT_PAYABLE');
    const decision = await decideForOrder(trx, order, line.amount_cents);
    if (decision.kind === 'examine') throw conflict(decision.reason, 'LINE_NOT_PAYABLE');
    const details = {
      source: 'Rapprochement bancaire (rattachée à la main)',
      line: { bookedOn: line.booked_on, amountCents: line.amount_cents, remittance: line.remittance },
    };
    const source = { kind: 'bank_statement', lineId: line.id, details } as const;
    if (decision.kind === 'payment') {
      await validatePayment(trx, ctx, admin, { order, paymentId: decision.paymentId, at, source });
    } else {
      await validateSupplement(trx, admin, { supplement: decision.supplement, order, at, source });
    }
    return { id: line.id, outcome: 'validated', orderNumber: order.order_number };
  });
}

/** 'À rembourser' or 'Ignorer': the line leaves the list with the admin's note, in the admin log. */
export async function closeLine(
  ctx: AppContext,
  admin: CurrentUser,
  lineId: string,
  decided: { outcome: 'to_refund' | 'dismissed'; note: string },
): Promise<LineDecisionResult> {
  const at = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const line = await decide(trx, lineId, admin, at, decided);
    await logAdminAction(trx, {
      adminId: admin.id,
      action: decided.outcome === 'to_refund' ? 'reconciliation_to_refund' : 'reconciliation_dismiss',
      targetType: 'bank_statement_line',
      targetId: line.id,
      details: { note: decided.note, amountCents: line.amount_cents, remittance: line.remittance, reason: line.reason },
    });
    const order = line.order_id
      ? await trx.selectFrom('orders').select('order_number').where('id', '=', line.order_id).executeTakeFirst()
      : undefined;
    return { id: line.id, outcome: decided.outcome, orderNumber: order?.order_number ?? null };
  });
}
