import type { Kysely } from 'kysely';
import { formatEuros } from '@shared/money';
import { reconciliationMessages as messages } from '@shared/payments/reconciliation.schemas';
import type { Database, Order } from '@server/db/schema';
import { type Supplement, unpaidSupplementOf } from '../supplements/supplement-access';
import { findReference } from './find-reference';
import type { StatementLine } from './statement-line';

/** What a statement line pays, decided on the order as it is now (inside the import's transaction). */
export type LineDecision =
  | { kind: 'payment'; order: Order; paymentId: string }
  | { kind: 'supplement'; order: Order; supplement: Supplement }
  | { kind: 'examine'; order: Order | null; reason: string };

const examine = (reason: string, order: Order | null = null): LineDecision => ({ kind: 'examine', order, reason });

const amountDiffers = (received: number, due: number) =>
  `Montant différent : ${formatEuros(received)} reçus, ${formatEuros(due)} attendus`;

async function openPayment(trx: Kysely<Database>, orderId: string) {
  return trx
    .selectFrom('payments')
    .select(['id', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'submitted', 'rejected'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function decideForOrder(trx: Kysely<Database>, order: Order, amountCents: number): Promise<LineDecision> {
  if (order.status === 'cancelled') return examine(messages.cancelled, order);
  if (order.status === 'pending_payment' || order.status === 'payment_submitted') {
    const payment = await openPayment(trx, order.id);
    if (!payment) return examine(messages.alreadyPaid, order);
    if (payment.amount_cents !== amountCents) return examine(amountDiffers(amountCents, payment.amount_cents), order);
    return { kind: 'payment', order, paymentId: payment.id };
  }
  const supplement = await unpaidSupplementOf(trx, order.id);
  if (!supplement) return examine(messages.alreadyPaid, order);
  if (supplement.amount_cents !== amountCents) {
    return examine(amountDiffers(amountCents, supplement.amount_cents), order);
  }
  return { kind: 'supplement', order, supplement };
}

/**
 * An exact match only: EUR, one order named by the remittance, the amount due to the cent.
 * Anything else goes to the admin with the reason in French.
 */
export async function decideLine(trx: Kysely<Database>, line: StatementLine): Promise<LineDecision> {
  if (line.currency !== 'EUR') return examine(`Devise non prise en charge : ${line.currency || 'inconnue'}`);
  const finding = findReference(line.remittance);
  if (finding.kind === 'none') return examine(messages.unknownReference);
  if (finding.kind === 'invalid') return examine(`Référence invalide : ${finding.reference}`);
  if (finding.kind === 'several') return examine(`Plusieurs références : ${finding.orderNumbers.join(', ')}`);
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', finding.orderNumber)
    .executeTakeFirst();
  if (!order) return examine(messages.unknownReference);
  return decideForOrder(trx, order, line.amountCents);
}
