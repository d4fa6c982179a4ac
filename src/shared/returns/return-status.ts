import type { ActionRefusal, OrderStatus } from '../orders/order-status';

export const RETURN_STATUSES = [
  'pending',
  'approved',
  'admin_approved',
  'rejected',
  'shipped_back',
  'received',
  'refunded',
  'cancelled',
  'disputed',
  'ordered',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  pending: 'En attente du vendeur',
  // Who acts next is the line under the badge (return-next-step.ts): not said twice.
  approved: 'Accepté par le vendeur',
  admin_approved: "Validé par l'admin",
  rejected: 'Refusé',
  shipped_back: 'Renvoyé au vendeur',
  received: 'Reçu par le vendeur',
  refunded: 'Remboursé',
  cancelled: 'Annulé',
  disputed: "Litige en cours, l'admin décide",
  ordered: "Retour ordonné par l'admin",
};

/** A return that still blocks a new request for the same order (one live return per order). */
export const LIVE_RETURN_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter(
  (status) => status !== 'rejected' && status !== 'cancelled',
);

/**
 * A return still under way: it holds the review and the seller's share back. A refunded one
 * is closed (decision 041), though it still stops a second request for the same order.
 */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = LIVE_RETURN_STATUSES.filter(
  (status) => status !== 'refunded',
);

export const RETURN_REASONS = [
  'defective',
  'not_as_described',
  'wrong_item',
  'damaged',
  'quality',
  'other',
  'withdrawal',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  defective: 'Produit défectueux',
  not_as_described: 'Non conforme à la description',
  wrong_item: 'Mauvais article reçu',
  damaged: 'Article endommagé',
  quality: 'Problème de qualité',
  other: 'Autre',
  // L221-18: offered only on a professional seller's order (withdrawal.ts, decision 060).
  withdrawal: 'Rétractation (14 jours)',
};

/** The reasons every order offers; a professional's order offers the withdrawal too. */
export const ORDINARY_RETURN_REASONS = RETURN_REASONS.filter((reason) => reason !== 'withdrawal');

export type ReturnActor = 'buyer' | 'seller' | 'admin';
export const RETURN_ACTIONS = [
  'approve',
  'reject',
  'adminValidate',
  'markShippedBack',
  'confirmReceived',
  'markRefunded',
  'cancel',
  'openDispute',
  'upholdRefusal',
  'orderReturn',
] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export type ReturnActionContext = {
  status: ReturnStatus;
  actor: ReturnActor;
  /** openDispute only: when the seller refused, whether a dispute was already opened, and now. */
  dispute?: DisputeFacts;
};

export type DisputeFacts = { rejectedAt: Date | null; disputedBefore: boolean; now: Date };

export type ReturnDecision = { ok: true; to: ReturnStatus } | ActionRefusal;

type Rule = { actor: ReturnActor; from: readonly ReturnStatus[]; to: ReturnStatus; refusal: string };

/*
 * decisions §5: pending → approved | rejected → admin_approved → shipped_back → received → refunded; the
 * platform refunds from escrow, the seller sends no refund proof (decision 041).
 * Decision 026: rejected → disputed (buyer, within 7 days, once) → rejected (refusal upheld) | ordered
 * (return ordered), and an ordered return can only be approved by the seller, with the return address.
 */
const rules: Record<ReturnAction, Rule> = {
  approve: {
    actor: 'seller',
    from: ['pending', 'ordered'],
    to: 'approved',
    refusal: 'Cette demande de retour a déjà été traitée',
  },
  reject: { actor: 'seller', from: ['pending'], to: 'rejected', refusal: 'Cette demande de retour a déjà été traitée' },
  adminValidate: {
    actor: 'admin',
    from: ['approved'],
    to: 'admin_approved',
    refusal: 'Ce retour ne peut pas être validé',
  },
  markShippedBack: {
    actor: 'buyer',
    from: ['admin_approved'],
    to: 'shipped_back',
    refusal: "Le retour doit être validé par l'admin avant le renvoi",
  },
  confirmReceived: {
    actor: 'seller',
    from: ['shipped_back'],
    to: 'received',
    refusal: "Le colis retour n'a pas encore été renvoyé",
  },
  markRefunded: {
    actor: 'admin',
    from: ['received'],
    to: 'refunded',
    refusal: 'Le vendeur doit confirmer la réception avant le remboursement',
  },
  cancel: {
    actor: 'buyer',
    from: ['pending'],
    to: 'cancelled',
    refusal: 'Cette demande de retour ne peut plus être annulée',
  },
  openDispute: {
    actor: 'buyer',
    from: ['rejected'],
    to: 'disputed',
    refusal: 'Seul un retour refusé par le vendeur peut être contesté',
  },
  upholdRefusal: { actor: 'admin', from: ['disputed'], to: 'rejected', refusal: 'Ce litige a déjà été tranché' },
  orderReturn: { actor: 'admin', from: ['disputed'], to: 'ordered', refusal: 'Ce litige a déjà été tranché' },
};

export const DISPUTE_WINDOW_DAYS = 7;
const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export const disputeMessages = {
  expired: 'Le délai pour contester le refus (7 jours) est expiré',
  already: 'Vous avez déjà contesté ce refus : une seule contestation par retour',
} as const;

/** The last moment the buyer may contest the seller's refusal (7 days to the millisecond). */
export function disputeDeadline(rejectedAt: Date): Date {
  return new Date(rejectedAt.getTime() + DISPUTE_WINDOW_MS);
}

/** Null when the buyer may still open a dispute on this refused return, else the refusal. */
function disputeRefusal(facts: DisputeFacts | undefined): ActionRefusal | null {
  if (!facts || facts.rejectedAt === null) return refuse('DISPUTE_WINDOW_EXPIRED', disputeMessages.expired);
  if (facts.disputedBefore) return refuse('DISPUTE_ALREADY_OPENED', disputeMessages.already);
  if (facts.now.getTime() > disputeDeadline(facts.rejectedAt).getTime()) {
    return refuse('DISPUTE_WINDOW_EXPIRED', disputeMessages.expired);
  }
  return null;
}

function refuse(code: string, message: string, httpStatus: ActionRefusal['httpStatus'] = 409): ActionRefusal {
  return { ok: false, code, message, httpStatus };
}

export function decideReturnAction(action: ReturnAction, ctx: ReturnActionContext): ReturnDecision {
  const rule = rules[action];
  if (ctx.actor !== rule.actor) return refuse('FORBIDDEN', 'Action non autorisée sur ce retour', 403);
  if (!rule.from.includes(ctx.status)) return refuse('INVALID_STATUS', rule.refusal);
  if (action === 'openDispute') {
    const refusal = disputeRefusal(ctx.dispute);
    if (refusal) return refusal;
  }
  return { ok: true, to: rule.to };
}

/** The actions this actor may take on a return in this status (what its buttons show). */
export function allowedReturnActions(status: ReturnStatus, actor: ReturnActor, dispute?: DisputeFacts): ReturnAction[] {
  return RETURN_ACTIONS.filter(
    (action) =>
      rules[action].actor === actor &&
      rules[action].from.includes(status) &&
      (action !== 'openDispute' || disputeRefusal(dispute) === null),
  );
}

export const RETURN_WINDOW_DAYS = 14;
const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** At most 14 days (to the millisecond) after the order's last update, i.e. its delivery. */
export function isWithinReturnWindow(orderUpdatedAt: Date, now: Date): boolean {
  return now.getTime() - orderUpdatedAt.getTime() <= RETURN_WINDOW_MS;
}

export const returnWindowExpiredMessage = 'Le délai de retour (2 semaines) est expiré';
export const returnUnpaidMessage = "Cette commande n'a pas été payée : aucun retour n'est possible";

/**
 * Spec §5 gives one message for every refusal; the codes tell the cases apart for
 * the API and the logs. An order whose payment was never validated has no money to give
 * back, whatever its status says (issue 27).
 */
export function canRequestReturn(input: {
  orderStatus: OrderStatus;
  orderUpdatedAt: Date;
  hasLiveReturn: boolean;
  paymentValidated: boolean;
  now: Date;
}): { ok: true } | ActionRefusal {
  if (input.orderStatus !== 'delivered') return refuse('ORDER_NOT_DELIVERED', returnWindowExpiredMessage);
  if (!input.paymentValidated) return refuse('ORDER_NOT_PAID', returnUnpaidMessage);
  if (input.hasLiveReturn) return refuse('RETURN_ALREADY_EXISTS', returnWindowExpiredMessage);
  if (!isWithinReturnWindow(input.orderUpdatedAt, input.now)) {
    return refuse('RETURN_WINDOW_EXPIRED', returnWindowExpiredMessage);
  }
  return { ok: true };
}
