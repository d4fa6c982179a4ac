import { formatDueMoment } from './order-clock';
/** The shipping and transit clocks' lengths, in days (config, decision 039). */
export type ShippingClockSettings = {
  /** From payment validation to the shipping deadline. */
  deadlineDays: number;
  /** Days after validation when the seller is reminded. */
  reminderDays: number;
  /** What the buyer's one extension adds to the deadline. */
  extensionDays: number;
  /** Days after sending when the buyer is asked whether the parcel came. */
  transitReminderDays: number;
  /** Days after sending when the order counts as delivered. */
  transitDeliveredDays: number;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export const shipByFrom = (validatedAt: Date, s: ShippingClockSettings) => addDays(validatedAt, s.deadlineDays);
export const deliverByFrom = (sentAt: Date, s: ShippingClockSettings) => addDays(sentAt, s.transitDeliveredDays);

/** A deadline's reminder is due this long before it (2 days, 7 days by default). */
export const shippingReminderLeadMs = (s: ShippingClockSettings) => (s.deadlineDays - s.reminderDays) * DAY_MS;
export const transitReminderLeadMs = (s: ShippingClockSettings) =>
  (s.transitDeliveredDays - s.transitReminderDays) * DAY_MS;

export const shippingClockTexts = {
  extend: 'Accorder 3 jours de plus',
  extended: 'Délai prolongé : le vendeur a été prévenu',
  extendFailed: "Erreur lors de l'ajout du délai",
  alreadyExtended: 'Vous avez déjà accordé un délai pour cette commande',
  deadlinePassed: "Le délai d'expédition est dépassé",
  notAwaitingShipment: "Cette commande n'attend plus d'expédition",
  notReceived: 'Colis non reçu',
  notReceivedDone: "Signalement envoyé : l'équipe Boucles va examiner votre commande",
  notReceivedFailed: "Erreur lors de l'envoi du signalement",
  alreadyClaimed: 'Vous avez déjà signalé ce colis comme non reçu',
  notInTransit: "La commande doit être en transit pour signaler qu'elle n'est pas arrivée",
  receivedQuestion: 'Avez-vous reçu votre commande ?',
  cancelledLate: 'Annulée : non expédiée à temps',
  deliveredByClock: 'Considérée comme livrée : aucun signalement dans le délai',
  claimRefunded: 'Annulée et remboursée : colis non reçu',
  claimDelivered: "Colis non reçu : l'équipe Boucles considère la commande comme livrée",
  claimDecided: 'Décision enregistrée',
  claimDecideFailed: "Erreur lors de l'enregistrement de la décision",
  noOpenClaim: "Cette commande n'a pas de signalement « Colis non reçu » en attente",
} as const;

/**
 * '2 déc. à 14 h', '2 déc. à 14 h 30': a deadline as people say it, in Paris time, for the
 * messages the server writes. On screen a clock reads in the reader's zone (decision 038).
 */
export const formatClockDate = (at: Date | string): string => formatDueMoment(at, 'Europe/Paris');

/** The clock that runs on an order now, as its view carries it (its schema: shipping-clock.schemas.ts). */
export type ShippingClockView = {
  /** ship: the seller must send it; transit: it will count as delivered; claim: the admin decides. */
  kind: 'ship' | 'transit' | 'claim';
  /** The deadline (ship, transit), or when the buyer said 'Colis non reçu' (claim). */
  at: string;
  /** The buyer already granted their one extension. */
  extended: boolean;
  /** The buyer may grant it now. */
  canExtend: boolean;
  /** The buyer may say 'Colis non reçu' now. */
  canReportNotReceived: boolean;
};

type Role = 'buyer' | 'seller' | 'admin';

/** What the clock says to the person reading it, in their zone: the one who must act, or the one who waits. */
export function shippingClockLabel(clock: Pick<ShippingClockView, 'kind' | 'at'>, role: Role): string {
  const when = formatDueMoment(clock.at);
  if (clock.kind === 'ship') {
    return role === 'buyer' ? `Le vendeur doit expédier avant le ${when}` : `À expédier avant le ${when}`;
  }
  if (clock.kind === 'transit') {
    return role === 'buyer'
      ? `Sera considérée comme livrée le ${when}, sauf si vous signalez « Colis non reçu »`
      : `Sera considérée comme livrée le ${when}, sauf si l'acheteur signale ne pas l'avoir reçue`;
  }
  return role === 'buyer'
    ? `Colis non reçu signalé le ${when} : l'équipe Boucles examine votre commande`
    : `L'acheteur a signalé le colis non reçu le ${when} : l'équipe Boucles examine la commande`;
}

type ClockedOrder = {
  status: string;
  ship_by: Date | null;
  ship_extended_at: Date | null;
  deliver_by: Date | null;
  not_received_at: Date | null;
  claim_decided_at: Date | null;
};

/** The clock running on an order now, as its viewer sees it; null when none runs. */
export function shippingClockOf(order: ClockedOrder, role: Role, now: Date): ShippingClockView | null {
  const none = { extended: false, canExtend: false, canReportNotReceived: false };
  const buyer = role === 'buyer';
  if (order.status === 'payment_validated' && order.ship_by) {
    const extended = order.ship_extended_at !== null;
    return {
      ...none,
      kind: 'ship',
      at: order.ship_by.toISOString(),
      extended,
      canExtend: buyer && !extended && order.ship_by > now,
    };
  }
  if (order.status !== 'in_transit') return null;
  if (order.not_received_at && !order.claim_decided_at) {
    return { ...none, kind: 'claim', at: order.not_received_at.toISOString() };
  }
  if (!order.deliver_by) return null;
  return { ...none, kind: 'transit', at: order.deliver_by.toISOString(), canReportNotReceived: buyer };
}
