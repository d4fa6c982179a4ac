import { formatEuros } from '@shared/money';
import { asSentence } from '@shared/sentence';
import type { NewNotification } from '../notifications/notify';
import { ADMIN_PAYMENTS_LINK, type OrderRef, orderLink } from '../orders/order-notifications';

const toParty = (
  order: OrderRef,
  userId: string,
  type: NewNotification['type'],
  title: string,
  message: string,
): NewNotification => ({ userId, type, title, message, link: orderLink(order, userId) });

/** The seller must wait: the order may become home delivery once the buyer pays. */
export const supplementRequestedNotification = (order: OrderRef, amountCents: number) =>
  toParty(
    order,
    order.sellerId,
    'order_status',
    'Passage en livraison à domicile',
    `L'acheteur de la commande ${order.orderNumber} souhaite une livraison à domicile (supplément de ${formatEuros(amountCents)}). Attendez la validation du supplément avant d'expédier.`,
  );

export const supplementProofNotifications = (order: OrderRef, adminIds: string[]): NewNotification[] =>
  adminIds.map((userId) => ({
    userId,
    type: 'payment_proof',
    title: 'Preuve de supplément à vérifier',
    message: `Une preuve de paiement du supplément de livraison a été envoyée pour la commande ${order.orderNumber}.`,
    link: ADMIN_PAYMENTS_LINK,
  }));

export const supplementValidatedNotifications = (order: OrderRef): NewNotification[] => [
  toParty(
    order,
    order.buyerId,
    'payment_status',
    'Supplément validé',
    `Votre supplément pour la commande ${order.orderNumber} a été validé : elle sera livrée à votre adresse.`,
  ),
  toParty(
    order,
    order.sellerId,
    'order_status',
    'Livraison à domicile confirmée',
    `Le supplément de la commande ${order.orderNumber} est payé : expédiez-la à l'adresse de l'acheteur.`,
  ),
];

export const supplementRejectedNotification = (order: OrderRef, note: string) =>
  toParty(
    order,
    order.buyerId,
    'payment_status',
    'Supplément rejeté',
    `Votre preuve de paiement du supplément pour la commande ${order.orderNumber} a été rejetée : ${asSentence(note)} Veuillez envoyer une nouvelle preuve.`,
  );

/** The switch did not happen (lapsed or given up): the seller may ship to the pickup point. */
export const supplementEndedNotifications = (order: OrderRef, reason: 'lapsed' | 'cancelled'): NewNotification[] => {
  const why = reason === 'lapsed' ? "n'a pas été payé à temps" : "a été annulé par l'acheteur";
  // The buyer who gave it up knows; a lapse tells both.
  const recipients = reason === 'lapsed' ? [order.buyerId, order.sellerId] : [order.sellerId];
  return recipients.map((userId) =>
    toParty(
      order,
      userId,
      'order_status',
      'Commande en point de récupération',
      `Le supplément de livraison de la commande ${order.orderNumber} ${why} : elle reste en point de récupération.`,
    ),
  );
};
