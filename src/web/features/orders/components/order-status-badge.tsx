import { CircleCheck } from 'lucide-react';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { Badge } from '@web/components/ui/badge';

const variants: Record<OrderStatus, 'default' | 'secondary' | 'success' | 'destructive' | 'outline'> = {
  pending_payment: 'outline',
  payment_submitted: 'secondary',
  payment_validated: 'secondary',
  in_transit: 'default',
  delivered: 'success',
  completed: 'success',
  cancelled: 'destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={variants[status]}>{orderStatusLabels[status]}</Badge>;
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
