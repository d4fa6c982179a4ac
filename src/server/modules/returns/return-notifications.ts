import type { Kysely, Selectable } from 'kysely';
import { refundDoneText } from '@shared/returns/refund-text';
import type { ReturnStatus } from '@shared/returns/return-status';
import type { Database, ReturnsTable } from '@server/db/schema';
import { adminIds, type NewNotification } from '../notifications/notify';
import { loadOrder } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { ADMIN_RETURNS_LINK, type OrderRef, orderLink, orderRef, otherParties } from '../orders/order-notifications';

type Party = 'buyer' | 'seller';

/** Spec §7 notify-return-status; dispute_upheld is a notification-only value. */
export type ReturnEvent = ReturnStatus | 'dispute_upheld';

const texts: Record<ReturnEvent, { title: string; message: (orderNumber: string) => string }> = {
  pending: {
    title: 'Nouvelle demande de retour',
    message: (n) => `L'acheteur demande le retour de la commande ${n}. Acceptez ou refusez la demande.`,
  },
  approved: {
    title: 'Retour accepté',
    message: (n) =>
      `Le vendeur a accepté le retour de la commande ${n} et indiqué l'adresse de renvoi. L'admin va le valider.`,
  },
  rejected: {
    title: 'Retour refusé',
    message: (n) => `Le vendeur a refusé le retour de la commande ${n}. Vous pouvez contester ce refus sous 7 jours.`,
  },
  disputed: {
    title: 'Refus de retour contesté',
    message: (n) => `L'acheteur conteste le refus du retour de la commande ${n}. L'admin va trancher.`,
  },
  dispute_upheld: {
    title: 'Litige tranché : refus maintenu',
    message: (n) => `L'admin a maintenu le refus du retour de la commande ${n}.`,
  },
  ordered: {
    title: 'Litige tranché : retour ordonné',
    message: (n) =>
      `L'admin a ordonné le retour de la commande ${n}. Le vendeur doit l'accepter en indiquant l'adresse de renvoi.`,
  },
  admin_approved: {
    title: 'Retour validé',
    message: (n) => `Le retour de la commande ${n} a été validé par l'admin. Vous pouvez renvoyer l'article.`,
  },
  shipped_back: {
    title: 'Article renvoyé',
    message: (n) =>
      `L'acheteur a renvoyé l'article de la commande ${n} avec un numéro de suivi. Confirmez sa réception.`,
  },
  received: {
    title: 'Retour reçu',
    message: (n) =>
      `Le vendeur a reçu l'article retourné de la commande ${n}. Boucles vous rembourse depuis le séquestre.`,
  },
  refunded: { title: 'Retour remboursé', message: (n) => `Le retour de la commande ${n} est remboursé.` },
  cancelled: {
    title: 'Retour annulé',
    message: (n) => `L'acheteur a annulé sa demande de retour pour la commande ${n}.`,
  },
};

/** Events that leave the next step to the platform: admins are told too. */
const AWAITS_ADMIN: ReadonlySet<ReturnEvent> = new Set(['approved', 'received', 'disputed']);

/**
 * Each change tells the other party (a change made by the admin tells both), with a link to
 * the order; a refund is a 'refund' notification; admins hear of what waits for them.
 */
export function returnNotifications(
  order: OrderRef,
  event: ReturnEvent,
  changedBy: Party | 'admin',
  adminIds: string[],
  detail: string | null = null,
): NewNotification[] {
  const text = texts[event];
  const parties = otherParties(order, changedBy).map((userId) => ({
    userId,
    type: event === 'refunded' ? ('refund' as const) : ('return_status' as const),
    title: text.title,
    message: detail ? `${text.message(order.orderNumber)} ${detail}` : text.message(order.orderNumber),
    link: orderLink(order, userId),
  }));
  const admins = AWAITS_ADMIN.has(event)
    ? adminIds.map((userId) => ({
        userId,
        type: 'return_status' as const,
        title: 'Retour à traiter',
        message: `${text.message(order.orderNumber)} Le retour attend l'admin.`,
        link: ADMIN_RETURNS_LINK,
      }))
    : [];
  return [...parties, ...admins];
}

type NotifiedReturn = Pick<
  ReturnsTable,
  'order_id' | 'refund_method' | 'refund_reference' | 'refund_amount_cents' | 'refunded_at'
>;

/** A refund tells how much, how and when (decision 041). */
function refundDetail(ret: Partial<Selectable<NotifiedReturn>>): string | null {
  if (!ret.refund_method || !ret.refund_reference || !ret.refunded_at) return null;
  return `${refundDoneText({
    amountCents: ret.refund_amount_cents ?? 0,
    method: ret.refund_method,
    reference: ret.refund_reference,
    at: ret.refunded_at.toISOString(),
  })}.`;
}

/** Written in the return change's own transaction, like every order effect. */
export async function recordReturnEffects(
  trx: Kysely<Database>,
  ret: Pick<Selectable<NotifiedReturn>, 'order_id'> & Partial<Selectable<NotifiedReturn>>,
  event: ReturnEvent,
  changedBy: Party | 'admin',
): Promise<void> {
  const order = orderRef(await loadOrder(trx, ret.order_id));
  const admins = AWAITS_ADMIN.has(event) ? await adminIds(trx) : [];
  await recordOrderEffects(trx, {
    orderId: ret.order_id,
    notifications: returnNotifications(
      order,
      event,
      changedBy,
      admins,
      event === 'refunded' ? refundDetail(ret) : null,
    ),
    topics: ['orders'],
  });
}
