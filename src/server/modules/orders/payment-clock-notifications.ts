import { PAYMENT_EXPIRED_REASON } from '@shared/orders/order-clock';
import type { NewNotification } from '../notifications/notify';
import { orderLink, type OrderRef } from './order-notifications';
import { formatDueForEmail } from './payment-instructions';

/** Once, some hours before the deadline, per the buyer's preferences. */
export function paymentReminderNotification(order: OrderRef, dueAt: Date): NewNotification {
  return {
    userId: order.buyerId,
    type: 'payment_status',
    title: `Commande ${order.orderNumber} : paiement attendu`,
    message:
      `À payer avant le ${formatDueForEmail(dueAt)}. Sans preuve de paiement d'ici là, la commande ` +
      `${order.orderNumber} sera annulée et le produit remis en vente.`,
    link: orderLink(order, order.buyerId),
  };
}

/** Both parties read why the order ended. */
export function paymentExpiredNotifications(order: OrderRef): NewNotification[] {
  const text = (userId: string, after: string) => ({
    userId,
    type: 'order_status' as const,
    title: 'Commande annulée',
    message: `Commande ${order.orderNumber} — ${PAYMENT_EXPIRED_REASON}. ${after}`,
    link: orderLink(order, userId),
  });
  return [
    text(order.buyerId, 'Si le produit est encore disponible, vous pouvez le commander à nouveau.'),
    text(order.sellerId, 'Le produit est de nouveau en vente.'),
  ];
}
