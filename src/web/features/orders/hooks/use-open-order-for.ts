import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@shared/orders/order-status';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { productOrdersQueryOptions } from '../api/get-orders';

// Still on its way to the buyer: ordering the same product again is almost always a mistake
// (Back after ordering lands here), so checkout shows this order instead (decision 055).
const OPEN_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'payment_submitted',
  'payment_validated',
  'in_transit',
];

/** The signed-in buyer's open order for this product, once their purchases are known. */
export function useOpenOrderFor(productId: string, signedIn: boolean) {
  const purchases = useQuery({ ...productOrdersQueryOptions(productId), enabled: signedIn });
  const order: OrderView | undefined = purchases.data?.orders.find(
    (candidate) => candidate.product.id === productId && OPEN_STATUSES.includes(candidate.status),
  );
  return { order, isPending: signedIn && purchases.isPending };
}
