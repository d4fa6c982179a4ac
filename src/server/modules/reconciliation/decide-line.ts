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

type OpenPayment = { id: string; amount_cents: number; order_id: string };
const OPEN_PAYMENT = ['pending', 'submitted', 'rejected'] as const;

/** The orders a batch of lines names and their open payments, read in two queries (the job's lookups). */
export type KnownOrders = { orders: Map<string, Order>; payments: Map<string, OpenPayment> };

export async function knownOrders(db: Kysely<Database>, orderNumbers: string[]): Promise<KnownOrders> {
  const known: KnownOrders = { orders: new Map(), payments: new Map() };
  if (orderNumbers.length === 0) return known;
  const orders = await db.selectFrom('orders').selectAll().where('order_number', 'in', orderNumbers).execute();
  orders.forEach((order) => known.orders.set(order.order_number, order));
  if (orders.length === 0) return known;
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'order_id'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .where('status', 'in', OPEN_PAYMENT)
    .orderBy('created_at', 'asc')
    .execute();
  // Ascending, so the newest open payment of an order is the one kept, as openPayment reads it.
  payments.forEach((payment) => known.payments.set(payment.order_id, payment));
  return known;
}

async function openPayment(trx: Kysely<Database>, orderId: string, known?: KnownOrders) {
  if (known) return known.payments.get(orderId);
  return trx
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'order_id'])
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN_PAYMENT)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * `known`: the batch's lookups, read before this line's transaction. A stale one is harmless:
 * validation is compare-and-set, and the job decides again on a 409 without them.
 */
export async function decideForOrder(
  trx: Kysely<Database>,
  order: Order,
  amountCents: number,
  known?: KnownOrders,
): Promise<LineDecision> {
  if (order.status === 'cancelled') return examine(messages.cancelled, order);
  if (order.status === 'pending_payment' || order.status === 'payment_submitted') {
    const payment = await openPayment(trx, order.id, known);
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
export async function decideLine(
  trx: Kysely<Database>,
  line: Omit<StatementLine, 'key'>,
  known?: KnownOrders,
): Promise<LineDecision> {
  if (line.currency !== 'EUR') return examine(`Devise non prise en charge : ${line.currency || 'inconnue'}`);
  const finding = findReference(line.remittance);
  if (finding.kind === 'none') return examine(messages.unknownReference);
  if (finding.kind === 'invalid') return examine(`Référence invalide : ${finding.reference}`);
  if (finding.kind === 'several') return examine(`Plusieurs références : ${finding.orderNumbers.join(', ')}`);
  const order =
    known?.orders.get(finding.orderNumber) ??
    (await trx.selectFrom('orders').selectAll().where('order_number', '=', finding.orderNumber).executeTakeFirst());
  if (!order) return examine(messages.unknownReference);
  return decideForOrder(trx, order, line.amountCents, known?.orders.has(order.order_number) ? known : undefined);
}
