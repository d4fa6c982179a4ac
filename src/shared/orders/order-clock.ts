import { localDateParts } from '../french-local-date';
import { parisFormat } from '../paris-time';
import type { PaymentMethod } from './payment-methods';
import type { OrderView } from './order-view.schemas';

/**
 * The clocks of an order's life (decision 038): by when the person who must act has to do it.
 * Each clock is one function of the order as its viewer sees it; the first that applies is shown.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Decision 038: the reason the buyer and the seller read on an order that was never paid. */
export const PAYMENT_EXPIRED_REASON = 'Annulée : paiement non reçu à temps';

/** When an order placed at this moment must be paid. */
export const paymentDueAt = (placedAt: Date, deadlineHours: number): Date =>
  new Date(placedAt.getTime() + deadlineHours * HOUR_MS);

/**
 * After a rejected proof the buyer pays again within what was left of the window, or within
 * retryHours from the rejection, whichever ends later: a late rejection never leaves them no time.
 */
export function paymentDueAfterRejection(dueAt: Date | null, rejectedAt: Date, retryHours: number): Date {
  const retry = rejectedAt.getTime() + retryHours * HOUR_MS;
  return new Date(Math.max(dueAt?.getTime() ?? 0, retry));
}

/** The moment the reminder is due, the given hours before the deadline. */
export const reminderDueAt = (dueAt: Date, hoursBefore: number): Date =>
  new Date(dueAt.getTime() - hoursBefore * HOUR_MS);

function parisParts(at: Date | string) {
  const parts = parisFormat('fr-FR', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), hour: Number(part('hour')), minute: part('minute') };
}

/**
 * "28 nov. à 14 h", "28 nov. à 14 h 05": in the reader's zone on screen (without a formatter,
 * whose locale data would delay the orders list: french-local-date.ts), in the given one (Paris)
 * in e-mails.
 */
export function formatDueMoment(at: Date | string, timeZone?: 'Europe/Paris'): string {
  const local = timeZone ? null : localDateParts(at);
  const { day, month, hour, minute } = local
    ? { day: String(local.day), month: local.shortMonth, hour: local.hour, minute: local.minute }
    : parisParts(at);
  return `${day} ${month} à ${hour} h${minute === '00' ? '' : ` ${minute}`}`;
}

/** What a buyer must write in the payment's label so that the platform ties it to the order. */
export const referenceInstructions: Record<PaymentMethod, string> = {
  bank_transfer: 'Indiquez cette référence dans le libellé du virement',
  paypal: 'Indiquez cette référence dans la note du paiement PayPal',
  mtn_mobile: 'Indiquez cette référence dans le motif du transfert',
};

export type OrderClock = { label: string; dueAt: string };
export type ClockedOrder = Pick<OrderView, 'status' | 'role' | 'paymentDueAt'>;

/** The buyer pays before the deadline; a proof sent stops this clock (status payment_submitted). */
function paymentClock(order: ClockedOrder): OrderClock | null {
  if (order.role !== 'buyer' || order.status !== 'pending_payment' || !order.paymentDueAt) return null;
  return { label: `À payer avant le ${formatDueMoment(order.paymentDueAt)}`, dueAt: order.paymentDueAt };
}

const clocks: ((order: ClockedOrder) => OrderClock | null)[] = [paymentClock];

/** The deadline the viewer of this order must meet now, if any. */
export function orderClock(order: ClockedOrder): OrderClock | null {
  for (const clock of clocks) {
    const found = clock(order);
    if (found) return found;
  }
  return null;
}
