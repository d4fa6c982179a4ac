import { CircleCheck } from 'lucide-react';
import type { OrderStatus } from '@shared/orders/order-status';
import { type DisplayedOrderStatus, displayedOrderStatus } from '@shared/returns/order-display-status';
import type { ReturnStatus } from '@shared/returns/return-status';
import { Badge } from '@web/components/ui/badge';

const variants: Record<DisplayedOrderStatus['kind'], 'default' | 'secondary' | 'success' | 'destructive' | 'outline'> =
  {
    pending_payment: 'outline',
    payment_submitted: 'secondary',
    payment_validated: 'secondary',
    in_transit: 'default',
    delivered: 'success',
    completed: 'success',
    cancelled: 'destructive',
    return_live: 'secondary',
    refunded: 'outline',
    partly_refunded: 'outline',
  };

/**
 * The order's status, or 'Retour en cours' / 'Remboursée' / 'Remboursée en partie' while its
 * return says more (issue 14, decision 066).
 */
export function OrderStatusBadge({
  status,
  returnStatus = null,
  returnAllItems = true,
}: {
  status: OrderStatus;
  returnStatus?: ReturnStatus | null;
  returnAllItems?: boolean;
}) {
  const shown = displayedOrderStatus(status, returnStatus, returnAllItems);
  return <Badge variant={variants[shown.kind]}>{shown.label}</Badge>;
}

/** Spec §4: a paid payment on an order at payment_validated shows the green badge. */
export function PaymentValidatedBadge() {
  return (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      Paiement validé
    </Badge>
  );
}
