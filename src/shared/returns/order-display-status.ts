import { type OrderStatus, orderStatusLabels } from '../orders/order-status';
import { LIVE_RETURN_STATUSES, type ReturnStatus } from './return-status';

/** What an order's badge says: its own status, or the return that overrides it. */
export type DisplayedOrderStatus = { kind: OrderStatus | 'return_live' | 'refunded'; label: string };

/**
 * Issue 14: while a return is live the order reads 'Retour en cours', and 'Remboursée' once
 * the return is refunded, instead of 'Livrée' or 'Terminée'. A refused or cancelled return
 * leaves the order's own status; a disputed refusal is live again.
 */
export function displayedOrderStatus(
  orderStatus: OrderStatus,
  returnStatus: ReturnStatus | null,
): DisplayedOrderStatus {
  if (returnStatus === 'refunded') return { kind: 'refunded', label: 'Remboursée' };
  if (returnStatus !== null && LIVE_RETURN_STATUSES.includes(returnStatus)) {
    return { kind: 'return_live', label: 'Retour en cours' };
  }
  return { kind: orderStatus, label: orderStatusLabels[orderStatus] };
}
