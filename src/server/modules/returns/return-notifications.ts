import type { ReturnStatus } from '@shared/returns/return-status';
import type { NewNotification } from '../notifications/create-notification';

type ReturnRef = { buyer_id: string; seller_id: string };
type Party = 'buyer' | 'seller';

const ORDERS_LINK = '/orders';

/** Spec §7 notify-return-status; seller_proof_submitted is the notification-only value. */
type ReturnEvent = ReturnStatus | 'seller_proof_submitted';

const texts: Record<ReturnEvent, { title: string; message: (orderNumber: string) => string }> = {
  pending: {
    title: 'Nouvelle demande de retour',
    message: (n) => `L'acheteur demande le retour de la commande ${n}. Acceptez ou refusez la demande.`,
  },
  approved: {
    title: 'Retour accepté',
    message: (n) => `Le vendeur a accepté le retour de la commande ${n}. L'admin va le valider.`,
  },
  rejected: { title: 'Retour refusé', message: (n) => `Le vendeur a refusé le retour de la commande ${n}.` },
  seller_proof_submitted: {
    title: 'Preuve de remboursement envoyée',
    message: (n) => `Le vendeur a envoyé une preuve de remboursement pour la commande ${n}.`,
  },
  admin_approved: {
    title: 'Retour validé',
    message: (n) => `Le retour de la commande ${n} a été validé par l'admin. Vous pouvez renvoyer l'article.`,
  },
  shipped_back: {
    title: 'Article renvoyé',
    message: (n) => `L'acheteur a renvoyé l'article de la commande ${n}. Confirmez sa réception.`,
  },
  received: {
    title: 'Retour reçu',
    message: (n) => `Le vendeur a reçu l'article retourné de la commande ${n}.`,
  },
  refunded: { title: 'Retour remboursé', message: (n) => `Le retour de la commande ${n} est remboursé.` },
  cancelled: {
    title: 'Retour annulé',
    message: (n) => `L'acheteur a annulé sa demande de retour pour la commande ${n}.`,
  },
};

/** Each change tells the other party; a change made by the admin tells both. */
export function returnNotifications(
  ret: ReturnRef,
  orderNumber: string,
  event: ReturnEvent,
  changedBy: Party | 'admin',
): NewNotification[] {
  const text = texts[event];
  const recipients =
    changedBy === 'buyer' ? [ret.seller_id] : changedBy === 'seller' ? [ret.buyer_id] : [ret.buyer_id, ret.seller_id];
  return recipients.map((userId) => ({
    userId,
    type: 'return_status' as const,
    title: text.title,
    message: text.message(orderNumber),
    link: ORDERS_LINK,
  }));
}
