import { formatEuros } from '@shared/money';
import { type PaymentMethod, paymentMethodLabels } from '@shared/orders/payment-methods';
import { formatDueMoment, referenceInstructions } from '@shared/orders/order-clock';
import { formatPaymentReference, paymentReference } from '@shared/orders/payment-reference';
import { receivingDetailRows } from '@shared/orders/receiving-detail-rows';
import type { Config } from '@server/config';
import type { NewNotification } from '../notifications/notify';
import { orderLink, type OrderRef } from './order-notifications';
import { paymentReceivingDetails } from './payment-details';

/** E-mails read anywhere: the deadline says which clock it is on. */
export const formatDueForEmail = (at: Date) => `${formatDueMoment(at, 'Europe/Paris')} (heure de Paris)`;

type PlacedOrder = OrderRef & { totalCents: number; method: PaymentMethod; dueAt: Date };

function accountLines(config: Pick<Config, 'platformAccounts' | 'support'>, method: PaymentMethod): string[] {
  const rows = receivingDetailRows(method, paymentReceivingDetails(config));
  if (!rows)
    return [`Nos coordonnées pour ce mode de paiement vous seront données par le support : ${config.support.email}.`];
  return rows.map((row) => `${row.label} : ${row.value}`);
}

/**
 * Decision 038: at checkout the buyer receives how to pay (amount, reference, the platform's
 * account for the chosen mode, deadline). Transactional: it goes whatever the preferences.
 */
export function paymentInstructionsNotification(
  config: Pick<Config, 'platformAccounts' | 'support'>,
  order: PlacedOrder,
): NewNotification {
  const reference = formatPaymentReference(paymentReference(order.orderNumber));
  const message = [
    `Montant à payer : ${formatEuros(order.totalCents)}`,
    `Moyen de paiement : ${paymentMethodLabels[order.method]}`,
    `Référence : ${reference}. ${referenceInstructions[order.method]}.`,
    ...accountLines(config, order.method),
    `À payer avant le ${formatDueForEmail(order.dueAt)} ; passé ce délai, la commande sera annulée.`,
    'Une fois le paiement fait, envoyez sa preuve depuis vos achats.',
  ].join('\n');
  return {
    userId: order.buyerId,
    type: 'payment_status',
    title: `Commande ${order.orderNumber} : comment payer`,
    message,
    link: orderLink(order, order.buyerId),
    transactional: true,
  };
}
