import type { OrderStatus } from '@shared/orders/order-status';
import type { NewNotification } from '../notifications/create-notification';

type OrderRef = { orderNumber: string; buyerId: string; sellerId: string };

const ORDERS_LINK = '/orders';

export function newOrderNotification(order: OrderRef, productTitle: string): NewNotification {
  return {
    userId: order.sellerId,
    type: 'new_order',
    title: 'Nouvelle commande',
    message: `Nouvelle commande ${order.orderNumber} pour « ${productTitle} ». Attendez la validation du paiement avant d'expédier.`,
    link: ORDERS_LINK,
  };
}

const statusMessages: Partial<Record<OrderStatus, { title: string; message: (n: string) => string }>> = {
  in_transit: { title: 'Commande expédiée', message: (n) => `Votre commande ${n} a été expédiée.` },
  delivered: { title: 'Commande livrée', message: (n) => `La réception de la commande ${n} a été confirmée.` },
  cancelled: { title: 'Commande annulée', message: (n) => `La commande ${n} a été annulée.` },
};

/**
 * Spec §4/§7: in_transit, delivered and cancelled tell the other party. When the admin
 * made the change, neither party did it, so both are told.
 */
export function orderStatusNotifications(
  order: OrderRef,
  status: OrderStatus,
  changedBy: 'buyer' | 'seller' | 'admin',
): NewNotification[] {
  const text = statusMessages[status];
  if (!text) return [];
  const recipients =
    changedBy === 'buyer'
      ? [order.sellerId]
      : changedBy === 'seller'
        ? [order.buyerId]
        : [order.buyerId, order.sellerId];
  return recipients.map((userId) => ({
    userId,
    type: 'order_status' as const,
    title: text.title,
    message: text.message(order.orderNumber),
    link: ORDERS_LINK,
  }));
}

export function paymentValidatedNotifications(order: OrderRef): NewNotification[] {
  return [
    {
      userId: order.buyerId,
      type: 'payment_status',
      title: 'Paiement validé',
      message: `Votre paiement pour la commande ${order.orderNumber} a été validé. Le vendeur va préparer l'envoi.`,
      link: ORDERS_LINK,
    },
    // The seller waits for this to ship (spec §4: sending is refused before validation).
    {
      userId: order.sellerId,
      type: 'order_status',
      title: 'Paiement validé',
      message: `Le paiement de la commande ${order.orderNumber} a été validé : vous pouvez l'expédier.`,
      link: ORDERS_LINK,
    },
  ];
}

export function paymentRejectedNotification(order: OrderRef, note: string): NewNotification {
  return {
    userId: order.buyerId,
    type: 'payment_status',
    title: 'Paiement rejeté',
    message: `Votre preuve de paiement pour la commande ${order.orderNumber} a été rejetée : ${note} Veuillez envoyer une nouvelle preuve.`,
    link: ORDERS_LINK,
  };
}

export const orderRef = (order: { order_number: string; buyer_id: string; seller_id: string }): OrderRef => ({
  orderNumber: order.order_number,
  buyerId: order.buyer_id,
  sellerId: order.seller_id,
});
