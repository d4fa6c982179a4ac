import { formatEuros } from '@shared/money';
import { formatClockDate, shippingClockTexts } from '@shared/orders/shipping-clock';
import { RETURN_WINDOW_DAYS } from '@shared/returns/return-status';
import type { NewNotification } from '../notifications/notify';
import { orderLink, type OrderRef } from './order-notifications';

/** Where the admin decides the 'Colis non reçu' claims. */
export const ADMIN_PARCELS_LINK = '/admin?onglet=colis';

const to = (order: OrderRef, userId: string, title: string, message: string): NewNotification => ({
  userId,
  type: 'order_status',
  title,
  message,
  link: orderLink(order, userId),
});

type Clocked = OrderRef & { totalCents: number };

export function shippingReminderNotification(order: OrderRef, shipBy: Date): NewNotification {
  return to(
    order,
    order.sellerId,
    'Commande à expédier',
    `À expédier avant le ${formatClockDate(shipBy)} : la commande ${order.orderNumber} attend votre envoi. ` +
      "Sans envoi à cette date, elle sera annulée et l'acheteur remboursé.",
  );
}

export function extensionNotification(order: OrderRef, shipBy: Date): NewNotification {
  return to(
    order,
    order.sellerId,
    "Délai d'expédition prolongé",
    `L'acheteur vous accorde 3 jours de plus pour la commande ${order.orderNumber} : à expédier avant le ${formatClockDate(shipBy)}.`,
  );
}

export function shippingExpiredNotifications(order: Clocked, shipBy: Date): NewNotification[] {
  const title = shippingClockTexts.cancelledLate;
  return [
    to(
      order,
      order.buyerId,
      title,
      `La commande ${order.orderNumber} n'a pas été expédiée avant le ${formatClockDate(shipBy)} : elle est annulée ` +
        `et vous êtes remboursé(e) de ${formatEuros(order.totalCents)} depuis le séquestre.`,
    ),
    to(
      order,
      order.sellerId,
      title,
      `La commande ${order.orderNumber} n'a pas été expédiée avant le ${formatClockDate(shipBy)} : elle est annulée, ` +
        "l'acheteur est remboursé et le produit est remis en vente.",
    ),
  ];
}

export function transitReminderNotification(order: OrderRef, deliverBy: Date): NewNotification {
  return to(
    order,
    order.buyerId,
    shippingClockTexts.receivedQuestion,
    `Votre commande ${order.orderNumber} est en route. Si vous l'avez reçue, confirmez la réception ; sinon, ` +
      `signalez « ${shippingClockTexts.notReceived} ». Sans réponse, elle sera considérée comme livrée le ${formatClockDate(deliverBy)}.`,
  );
}

export function autoDeliveredNotifications(order: OrderRef): NewNotification[] {
  return [
    to(
      order,
      order.buyerId,
      'Commande considérée comme livrée',
      `La commande ${order.orderNumber} est considérée comme livrée : rien n'a été signalé dans le délai. ` +
        `Vous pouvez demander un retour pendant ${RETURN_WINDOW_DAYS} jours.`,
    ),
    to(
      order,
      order.sellerId,
      'Commande considérée comme livrée',
      `La commande ${order.orderNumber} est considérée comme livrée : l'acheteur n'a rien signalé dans le délai.`,
    ),
  ];
}

export function notReceivedNotifications(order: OrderRef, adminIds: string[]): NewNotification[] {
  return [
    to(
      order,
      order.sellerId,
      shippingClockTexts.notReceived,
      `L'acheteur signale ne pas avoir reçu la commande ${order.orderNumber}. L'équipe Boucles va examiner la situation.`,
    ),
    ...adminIds.map((userId) => ({
      userId,
      type: 'order_status' as const,
      title: 'Colis non reçu à examiner',
      message: `L'acheteur de la commande ${order.orderNumber} signale ne pas avoir reçu son colis.`,
      link: ADMIN_PARCELS_LINK,
    })),
  ];
}

export function claimDecisionNotifications(order: Clocked, outcome: 'refunded' | 'delivered'): NewNotification[] {
  if (outcome === 'refunded') {
    return [
      to(
        order,
        order.buyerId,
        shippingClockTexts.claimRefunded,
        `Colis non reçu : la commande ${order.orderNumber} est annulée et vous êtes remboursé(e) de ${formatEuros(order.totalCents)} depuis le séquestre.`,
      ),
      to(
        order,
        order.sellerId,
        shippingClockTexts.claimRefunded,
        `Colis non reçu : la commande ${order.orderNumber} est annulée et l'acheteur remboursé.`,
      ),
    ];
  }
  return [order.buyerId, order.sellerId].map((userId) =>
    to(
      order,
      userId,
      'Commande considérée comme livrée',
      `Colis non reçu : après examen, l'équipe Boucles considère la commande ${order.orderNumber} comme livrée.` +
        (userId === order.buyerId ? ` Vous pouvez demander un retour pendant ${RETURN_WINDOW_DAYS} jours.` : ''),
    ),
  );
}
