import type { ActionRefusal, OrderStatus } from '../orders/order-status';
import type { SellerStatus } from '../trust/seller-status';

/** L221-18: fourteen days from the delivery, to the millisecond like the return window. */
export const WITHDRAWAL_DAYS = 14;
const WITHDRAWAL_MS = WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000;

export const withdrawalMessages = {
  privateSeller:
    "La rétractation ne s'applique pas à un achat auprès d'un particulier : choisissez une autre raison de retour",
  notDelivered: 'La rétractation est possible une fois la commande livrée',
  unpaid: "Cette commande n'a pas été payée : aucun retour n'est possible",
  already: 'Un retour est déjà en cours pour cette commande',
  expired: 'Le délai de rétractation (14 jours après la livraison) est expiré',
  sealRequired: 'Veuillez indiquer si le scellé du produit est intact',
  unsealed:
    "Rétractation impossible : ce produit scellé pour des raisons d'hygiène a été descellé après la livraison " +
    '(article L221-28 5° du Code de la consommation). Un défaut reste couvert : choisissez une autre raison de retour.',
  sealQuestion: 'Le scellé du produit est-il intact ?',
  returnShippingBuyer: 'Les frais de renvoi du colis sont à votre charge.',
  returnShippingSeller: 'Le vendeur prend à sa charge les frais de renvoi du colis.',
  refundText:
    'Vous êtes remboursé du prix et des frais de livraison, depuis le séquestre, une fois le colis reçu par le vendeur.',
} as const;

/** The last moment the buyer may withdraw: 14 days after the delivery. */
export function withdrawalDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + WITHDRAWAL_MS);
}

export type WithdrawalFacts = {
  sellerStatus: SellerStatus;
  orderStatus: OrderStatus;
  /** When the order was delivered (its 'delivered' event); null while not delivered. */
  deliveredAt: Date | null;
  paymentValidated: boolean;
  hasLiveReturn: boolean;
  now: Date;
};

function refuse(code: string, message: string, httpStatus: ActionRefusal['httpStatus'] = 409): ActionRefusal {
  return { ok: false, code, message, httpStatus };
}

/**
 * Whether 'Rétractation (14 jours)' is offered on this order: a professional seller's (the
 * status kept on the order at the sale), delivered and paid, within 14 days of the delivery and
 * with no return under way. A buyer who confirmed receipt keeps the right: 'completed' counts.
 */
export function canWithdraw(facts: WithdrawalFacts): { ok: true } | ActionRefusal {
  if (facts.sellerStatus !== 'professional')
    return refuse('WITHDRAWAL_PRIVATE_SELLER', withdrawalMessages.privateSeller, 400);
  if (facts.deliveredAt === null || (facts.orderStatus !== 'delivered' && facts.orderStatus !== 'completed')) {
    return refuse('ORDER_NOT_DELIVERED', withdrawalMessages.notDelivered);
  }
  if (!facts.paymentValidated) return refuse('ORDER_NOT_PAID', withdrawalMessages.unpaid);
  if (facts.hasLiveReturn) return refuse('RETURN_ALREADY_EXISTS', withdrawalMessages.already);
  if (facts.now.getTime() > withdrawalDeadline(facts.deliveredAt).getTime()) {
    return refuse('WITHDRAWAL_WINDOW_EXPIRED', withdrawalMessages.expired);
  }
  return { ok: true };
}

/**
 * The request itself: as canWithdraw, and for a listing sold sealed ('Neuf, scellé') the buyer
 * says whether the seal is intact; an unsealed one is refused (L221-28 5°).
 */
export function decideWithdrawal(
  facts: WithdrawalFacts & { sealed: boolean; sealIntact: boolean | null },
): { ok: true } | ActionRefusal {
  const offered = canWithdraw(facts);
  if (!offered.ok) return offered;
  if (!facts.sealed) return { ok: true };
  if (facts.sealIntact === null) return refuse('SEAL_ANSWER_REQUIRED', withdrawalMessages.sealRequired, 400);
  if (!facts.sealIntact) return refuse('WITHDRAWAL_HYGIENE_EXCEPTION', withdrawalMessages.unsealed);
  return { ok: true };
}

/** Whether a professional's order still holds the seller's share: its withdrawal window is open. */
export function withdrawalWindowOpen(sellerStatus: SellerStatus, deliveredAt: Date | null, now: Date): boolean {
  if (sellerStatus !== 'professional') return false;
  if (deliveredAt === null) return true;
  return now.getTime() <= withdrawalDeadline(deliveredAt).getTime();
}
