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
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnStatusLabels: Record<ReturnStatus, string> = {
  pending: 'En attente du vendeur',
  approved: "Accepté, en attente de l'admin",
  admin_approved: "Validé par l'admin",
  rejected: 'Refusé',
  shipped_back: 'Renvoyé au vendeur',
  received: 'Reçu par le vendeur',
  refunded: 'Remboursé',
  cancelled: 'Annulé',
};

/** A return that still blocks a new request for the same order (one live return per order). */
export const LIVE_RETURN_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter(
  (status) => status !== 'rejected' && status !== 'cancelled',
);

export const RETURN_REASONS = ['defective', 'not_as_described', 'wrong_item', 'damaged', 'quality', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  defective: 'Produit défectueux',
  not_as_described: 'Non conforme à la description',
  wrong_item: 'Mauvais article reçu',
  damaged: 'Article endommagé',
  quality: 'Problème de qualité',
  other: 'Autre',
};

export type ReturnActor = 'buyer' | 'seller' | 'admin';
export const RETURN_ACTIONS = [
  'approve',
  'reject',
  'submitRefundProof',
  'adminValidate',
  'markShippedBack',
  'confirmReceived',
  'markRefunded',
  'cancel',
] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export type ReturnActionContext = {
  status: ReturnStatus;
  actor: ReturnActor;
  hasSellerRefundProof: boolean;
  /** adminValidate only: whether the admin attached their own refund proof. */
  hasAdminRefundProof?: boolean;
};

export type ReturnDecision = { ok: true; to: ReturnStatus } | ActionRefusal;

type Rule = { actor: ReturnActor; from: ReturnStatus; to: ReturnStatus; refusal: string };

// decisions §5: pending → approved | rejected → (seller proof) → admin_approved → shipped_back → received → refunded.
const rules: Record<ReturnAction, Rule> = {
  approve: { actor: 'seller', from: 'pending', to: 'approved', refusal: 'Cette demande de retour a déjà été traitée' },
  reject: { actor: 'seller', from: 'pending', to: 'rejected', refusal: 'Cette demande de retour a déjà été traitée' },
  // Allowed again while approved so the seller can replace a wrong proof before the admin validates.
  submitRefundProof: {
    actor: 'seller',
    from: 'approved',
    to: 'approved',
    refusal: "Le retour doit être accepté et pas encore validé par l'admin",
  },
  adminValidate: {
    actor: 'admin',
    from: 'approved',
    to: 'admin_approved',
    refusal: 'Ce retour ne peut pas être validé',
  },
  markShippedBack: {
    actor: 'buyer',
    from: 'admin_approved',
    to: 'shipped_back',
    refusal: "Le retour doit être validé par l'admin avant le renvoi",
  },
  confirmReceived: {
    actor: 'seller',
    from: 'shipped_back',
    to: 'received',
    refusal: "Le colis retour n'a pas encore été renvoyé",
  },
  markRefunded: {
    actor: 'admin',
    from: 'received',
    to: 'refunded',
    refusal: 'Le vendeur doit confirmer la réception avant le remboursement',
  },
  cancel: {
    actor: 'buyer',
    from: 'pending',
    to: 'cancelled',
    refusal: 'Cette demande de retour ne peut plus être annulée',
  },
};

function refuse(code: string, message: string, httpStatus: ActionRefusal['httpStatus'] = 409): ActionRefusal {
  return { ok: false, code, message, httpStatus };
}

export function decideReturnAction(action: ReturnAction, ctx: ReturnActionContext): ReturnDecision {
  const rule = rules[action];
  if (ctx.actor !== rule.actor) return refuse('FORBIDDEN', 'Action non autorisée sur ce retour', 403);
  if (ctx.status !== rule.from) return refuse('INVALID_STATUS', rule.refusal);
  if (action === 'adminValidate') {
    if (!ctx.hasSellerRefundProof) {
      return refuse('SELLER_PROOF_REQUIRED', "Le vendeur n'a pas encore envoyé de preuve de remboursement");
    }
    if (!ctx.hasAdminRefundProof)
      return refuse('ADMIN_PROOF_REQUIRED', 'Veuillez sélectionner un fichier de preuve', 400);
  }
  return { ok: true, to: rule.to };
}

/** The actions this actor may take on a return in this status (what its buttons show). */
export function allowedReturnActions(status: ReturnStatus, actor: ReturnActor): ReturnAction[] {
  return RETURN_ACTIONS.filter((action) => rules[action].actor === actor && rules[action].from === status);
}

export const RETURN_WINDOW_DAYS = 14;
const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** At most 14 days (to the millisecond) after the order's last update, i.e. its delivery. */
export function isWithinReturnWindow(orderUpdatedAt: Date, now: Date): boolean {
  return now.getTime() - orderUpdatedAt.getTime() <= RETURN_WINDOW_MS;
}

export const returnWindowExpiredMessage = 'Le délai de retour (2 semaines) est expiré';

/**
 * Spec §5 gives one message for every refusal; the codes tell the cases apart for
 * the API and the logs.
 */
export function canRequestReturn(input: {
  orderStatus: OrderStatus;
  orderUpdatedAt: Date;
  hasLiveReturn: boolean;
  now: Date;
}): { ok: true } | ActionRefusal {
  if (input.orderStatus !== 'delivered') return refuse('ORDER_NOT_DELIVERED', returnWindowExpiredMessage);
  if (input.hasLiveReturn) return refuse('RETURN_ALREADY_EXISTS', returnWindowExpiredMessage);
  if (!isWithinReturnWindow(input.orderUpdatedAt, input.now)) {
    return refuse('RETURN_WINDOW_EXPIRED', returnWindowExpiredMessage);
  }
  return { ok: true };
}
