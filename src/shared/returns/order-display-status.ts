import { type OrderStatus, orderStatusLabels } from '../orders/order-status';
import { LIVE_RETURN_STATUSES, type ReturnStatus } from './return-status';

/** What an order's badge says: its own status, or the return that overrides it. */
export type DisplayedOrderStatus = {
  kind: OrderStatus | 'return_live' | 'refunded' | 'partly_refunded';
  label: string;
};

/**
 * Issue 14: while a return is live the order reads 'Retour en cours', and 'Remboursée' once
 * the return is refunded, instead of 'Livrée' or 'Terminée'. A refused or cancelled return
 * leaves the order's own status; a disputed refusal is live again. A refunded return of some of
 * a lot's lines reads 'Remboursée en partie' (decision 066): the rest of the order was kept.
 */
export function displayedOrderStatus(
  orderStatus: OrderStatus,
  returnStatus: ReturnStatus | null,
  allItems = true,
): DisplayedOrderStatus {
  if (returnStatus === 'refunded') {
    return allItems ? { kind: 'refunded', label: 'Remboursée' } : { kind: 'partly_refunded', label: 'Remboursée en partie' };
  }
  if (returnStatus !== null && LIVE_RETURN_STATUSES.includes(returnStatus)) {
    return { kind: 'return_live', label: 'Retour en cours' };
  }
  return { kind: orderStatus, label: orderStatusLabels[orderStatus] };
}
