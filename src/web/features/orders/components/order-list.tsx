import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import type { OrderSide, OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { OrderCard } from './order-card';
import { NextPageButton } from '@web/components/show-more';

const emptyTexts: Record<OrderSide, string> = {
  buyer: "Vous n'avez pas encore passé de commande",
  seller: "Vous n'avez pas encore de vente",
};

type OrderListProps = {
  side: OrderSide;
  orders: OrderView[] | undefined;
  /** The order number a link points at, highlighted. */
  linked: string | null;
  failed: boolean;
  onRetry: () => void;
  /** The next page: 'Voir plus' while there is one. */
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

export function OrderList({ side, orders, linked, failed, onRetry, more }: OrderListProps) {
  if (failed) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{orderMessages.loadFailed}</p>
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!orders) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
        <PackageOpen className="size-10" aria-hidden="true" />
        <p>{emptyTexts[side]}</p>
        {side === 'buyer' ? (
          <Button asChild variant="outline">
            <Link to="/marketplace">Explorer la boutique</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} linked={order.orderNumber === linked} />
      ))}
      <NextPageButton pages={more} />
    </div>
  );
}
