import type { DeliveryType } from '../delivery';

export const ORDER_STATUSES = [
  'pending_payment',
  'payment_submitted',
  'payment_validated',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: 'En attente de paiement',
  payment_submitted: 'Paiement soumis',
  payment_validated: 'Paiement validé',
  in_transit: 'En transit',
  delivered: 'Livrée',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

export type OrderActor = 'buyer' | 'seller' | 'admin';

export const ORDER_ACTIONS = [
  'submitPayment',
  'approvePayment',
  'reconcilePayment',
  'rejectPayment',
  'markSent',
  'confirmReceipt',
  'complete',
  'cancel',
  'switchToHome',
  'setPickupPoint',
  'adminSetStatus',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderActionContext = {
  status: OrderStatus;
  actor: OrderActor;
  deliveryType: DeliveryType;
  pickupLocation: string | null;
  /** adminSetStatus only: the chosen status and the reason that goes to the admin log. */
  targetStatus?: OrderStatus;
  reason?: string | null;
};

export type ActionRefusal = { ok: false; code: string; message: string; httpStatus: 400 | 403 | 409 };
export type OrderDecision = { ok: true; to: OrderStatus } | ActionRefusal;

type Rule = {
  actor: OrderActor;
  from: readonly OrderStatus[];
  /** Omitted when the action changes something else than the status (delivery mode, pickup point). */
  to?: OrderStatus;
  pickupOnly?: boolean;
  refusal: string;
};

const rules: Record<Exclude<OrderAction, 'adminSetStatus'>, Rule> = {
  submitPayment: {
    actor: 'buyer',
    from: ['pending_payment'],
    to: 'payment_submitted',
    refusal: 'Le paiement de cette commande a déjà été soumis',
  },
  approvePayment: {
    actor: 'admin',
    from: ['payment_submitted'],
    to: 'payment_validated',
    refusal: 'Aucune preuve de paiement à valider',
  },
  // The bank's statement shows the money arrived: no proof needed (issue 28, decision 046).
  reconcilePayment: {
    actor: 'admin',
    from: ['pending_payment', 'payment_submitted'],
    to: 'payment_validated',
    refusal: 'Ce paiement n’est plus attendu',
  },
  rejectPayment: {
    actor: 'admin',
    from: ['payment_submitted'],
    to: 'pending_payment',
    refusal: 'Aucune preuve de paiement à rejeter',
  },
  markSent: {
    actor: 'seller',
    from: ['payment_validated'],
    to: 'in_transit',
    refusal: "Le paiement doit être validé par l'admin avant d'expédier",
  },
  confirmReceipt: {
    actor: 'buyer',
    from: ['in_transit'],
    to: 'delivered',
    refusal: 'La commande doit être en transit avant de confirmer la livraison',
  },
  complete: {
    actor: 'buyer',
    from: ['delivered'],
    to: 'completed',
    refusal: 'Vous ne pouvez évaluer que les commandes livrées',
  },
  cancel: {
    actor: 'buyer',
    from: ['pending_payment', 'payment_submitted'],
    to: 'cancelled',
    refusal: 'Cette commande ne peut plus être annulée',
  },
  switchToHome: {
    actor: 'buyer',
    from: ['pending_payment', 'payment_validated'],
    pickupOnly: true,
    refusal: 'Le mode de livraison ne peut plus être modifié',
  },
  // Before shipping the seller may set or correct the pickup point, even while payment is pending.
  setPickupPoint: {
    actor: 'seller',
    from: ['pending_payment', 'payment_submitted', 'payment_validated'],
    pickupOnly: true,
    refusal: 'Le point de récupération ne peut plus être modifié',
  },
};

function refuse(code: string, message: string, httpStatus: ActionRefusal['httpStatus'] = 409): ActionRefusal {
  return { ok: false, code, message, httpStatus };
}

function forbidden(): ActionRefusal {
  return refuse('FORBIDDEN', 'Action non autorisée sur cette commande', 403);
}

function decideAdminSetStatus(ctx: OrderActionContext): OrderDecision {
  if (ctx.targetStatus === undefined) return refuse('VALIDATION', 'Veuillez sélectionner un statut', 400);
  if (!ctx.reason?.trim()) return refuse('REASON_REQUIRED', 'Veuillez indiquer une raison', 400);
  // A no-op change would only log and notify for nothing.
  if (ctx.targetStatus === ctx.status) return refuse('SAME_STATUS', 'La commande a déjà ce statut');
  return { ok: true, to: ctx.targetStatus };
}

/**
 * Who may do what, from which status. The caller works out the actor (buyer, seller
 * or admin of this order) and applies the result with a compare-and-set update.
 */
export function decideOrderAction(action: OrderAction, ctx: OrderActionContext): OrderDecision {
  if (action === 'adminSetStatus') {
    return ctx.actor === 'admin' ? decideAdminSetStatus(ctx) : forbidden();
  }
  const rule = rules[action];
  if (ctx.actor !== rule.actor) return forbidden();
  if (rule.pickupOnly && ctx.deliveryType !== 'pickup') {
    return refuse('NOT_PICKUP_ORDER', "Cette commande n'est pas en point de récupération");
  }
  if (!rule.from.includes(ctx.status)) return refuse('INVALID_STATUS', rule.refusal);
  if (action === 'markSent' && ctx.deliveryType === 'pickup' && !ctx.pickupLocation?.trim()) {
    return refuse('PICKUP_POINT_REQUIRED', "Veuillez définir un point de récupération avant d'expédier");
  }
  return { ok: true, to: rule.to ?? ctx.status };
}

/** The actions whose buttons an order card should show to this actor. */
/** Actions no button offers: the admin's forced status, and a bank statement's validation. */
const NOT_OFFERED: readonly OrderAction[] = ['adminSetStatus', 'reconcilePayment'];

export function allowedOrderActions(ctx: OrderActionContext): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => !NOT_OFFERED.includes(action) && decideOrderAction(action, ctx).ok);
}

/** Spec §4: these changes trigger the order status notification. */
export function orderStatusNotifies(status: OrderStatus): boolean {
  return status === 'in_transit' || status === 'delivered' || status === 'cancelled';
}

/** Cancelling gives the reserved unit back to the product's stock (decisions §4). */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled' && from !== 'cancelled';
}

/** An admin reviving a cancelled order must take a unit again, or be refused when none is left. */
export function reservesStock(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'cancelled' && to !== 'cancelled';
}

// Before validation the buyer has only sent a proof; nothing was received yet.
const UNPAID_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_submitted'];

/**
 * A receipt exists once the admin validated the payment. An order cancelled after that keeps
 * it (the money was received, then refunded); one cancelled before never had a payment.
 */
export function hasReceipt(order: { status: OrderStatus; paymentStatus: string }): boolean {
  return order.paymentStatus === 'paid' && !UNPAID_STATUSES.includes(order.status);
}
