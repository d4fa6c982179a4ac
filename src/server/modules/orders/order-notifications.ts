import type { OrderStatus } from '@shared/orders/order-status';
import { orderItemsName } from '@shared/orders/order-lines-label';
import { asSentence } from '@shared/sentence';
import type { NewNotification } from '../notifications/notify';

export type OrderRef = { orderNumber: string; buyerId: string; sellerId: string };

/** The order on the screen where its recipient acts: their purchases, or their sales. */
export function orderLink(order: OrderRef, recipientId: string): string {
  const tab = recipientId === order.sellerId && recipientId !== order.buyerId ? '?onglet=ventes' : '';
  return `/orders${tab}#commande-${order.orderNumber}`;
}

export const ADMIN_PAYMENTS_LINK = '/admin?onglet=paiements';
export const ADMIN_RETURNS_LINK = '/admin?onglet=retours';

const toOrderParty = (
  order: OrderRef,
  userId: string,
  type: NewNotification['type'],
  title: string,
  message: string,
) => ({
  userId,
  type,
  title,
  message,
  link: orderLink(order, userId),
});

/** The seller's news of an order, naming its one listing or, for a lot, 'Lot de 3 articles (…)'. */
export function newOrderNotification(order: OrderRef, lineTitles: readonly string[]): NewNotification {
  return toOrderParty(
    order,
    order.sellerId,
    'new_order',
    'Nouvelle commande',
    `Nouvelle commande ${order.orderNumber} pour « ${orderItemsName(lineTitles)} ». Attendez la validation du paiement avant d'expédier.`,
  );
}

/** Admins check the proof: each is told it waits for them. */
export function proofSubmittedNotifications(order: OrderRef, adminIds: string[]): NewNotification[] {
  return adminIds.map((userId) => ({
    userId,
    type: 'payment_proof' as const,
    title: 'Preuve de paiement à vérifier',
    message: `Une preuve de paiement a été envoyée pour la commande ${order.orderNumber}.`,
    link: ADMIN_PAYMENTS_LINK,
  }));
}

type StatusText = { title: string; message: (n: string, detail: string | null) => string };

const statusMessages: Partial<Record<OrderStatus, StatusText>> = {
  in_transit: {
    title: 'Commande expédiée',
    message: (n, tracking) =>
      tracking
        ? `Votre commande ${n} a été expédiée. Numéro de suivi : ${tracking}.`
        : `Votre commande ${n} a été expédiée.`,
  },
  delivered: { title: 'Commande livrée', message: (n) => `La réception de la commande ${n} a été confirmée.` },
  cancelled: { title: 'Commande annulée', message: (n) => `La commande ${n} a été annulée.` },
};

/**
 * Spec §4/§7: in_transit (with its tracking number), delivered and cancelled tell the other
 * party. When the admin made the change, neither party did it, so both are told.
 */
export function orderStatusNotifications(
  order: OrderRef,
  status: OrderStatus,
  changedBy: 'buyer' | 'seller' | 'admin',
  trackingNumber: string | null = null,
): NewNotification[] {
  const text = statusMessages[status];
  if (!text) return [];
  return otherParties(order, changedBy).map((userId) =>
    toOrderParty(order, userId, 'order_status', text.title, text.message(order.orderNumber, trackingNumber)),
  );
}

/** The seller set where the buyer collects the order. */
export function pickupPointNotification(order: OrderRef, pickupLocation: string): NewNotification {
  return toOrderParty(
    order,
    order.buyerId,
    'order_status',
    'Point de récupération indiqué',
    `Votre commande ${order.orderNumber} sera à récupérer ici : ${pickupLocation}.`,
  );
}

export function paymentValidatedNotifications(order: OrderRef): NewNotification[] {
  return [
    toOrderParty(
      order,
      order.buyerId,
      'payment_status',
      'Paiement validé',
      `Votre paiement pour la commande ${order.orderNumber} a été validé. Le vendeur va préparer l'envoi.`,
    ),
    // The seller waits for this to ship (spec §4: sending is refused before validation).
    toOrderParty(
      order,
      order.sellerId,
      'order_status',
      'Paiement validé',
      `Le paiement de la commande ${order.orderNumber} a été validé : vous pouvez l'expédier.`,
    ),
  ];
}

export function paymentRejectedNotification(order: OrderRef, note: string): NewNotification {
  return toOrderParty(
    order,
    order.buyerId,
    'payment_status',
    'Paiement rejeté',
    `Votre preuve de paiement pour la commande ${order.orderNumber} a été rejetée : ${asSentence(note)} Veuillez envoyer une nouvelle preuve.`,
  );
}

export const otherParties = (order: OrderRef, changedBy: 'buyer' | 'seller' | 'admin'): string[] =>
  changedBy === 'buyer' ? [order.sellerId] : changedBy === 'seller' ? [order.buyerId] : [order.buyerId, order.sellerId];

export const orderRef = (order: { order_number: string; buyer_id: string; seller_id: string }): OrderRef => ({
  orderNumber: order.order_number,
  buyerId: order.buyer_id,
  sellerId: order.seller_id,
});
