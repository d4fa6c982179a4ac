import { Link } from 'react-router';
import type { EarningsOrder } from '@shared/earnings/earnings.schemas';
import { ShowMoreButton, useRowLimit } from '@web/components/show-more';
import { EarningsOrderCard } from './earnings-order-card';

/** 'Vos ventes': the first sales drawn, the rest on request (a busy seller has thousands). */
export function EarningsOrders({ orders }: { orders: EarningsOrder[] }) {
  const rows = useRowLimit(orders);
  if (orders.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucune vente payée pour le moment.{' '}
        <Link to="/add-product" className="text-primary underline">
          Vendre un produit
        </Link>
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {rows.shown.map((order) => (
          <EarningsOrderCard key={order.orderId} order={order} />
        ))}
      </ul>
      <ShowMoreButton hidden={rows.hidden} onClick={rows.showMore} />
    </>
  );
}
