import { Link } from 'react-router';
import type { EarningsOrder } from '@shared/earnings/earnings.schemas';
import { NextPageButton, type NextPages } from '@web/components/show-more';
import { EarningsOrderCard } from './earnings-order-card';

/** 'Vos ventes': a page of sales, the next on request (a busy seller has thousands; decision 075). */
export function EarningsOrders({ orders, more }: { orders: EarningsOrder[]; more: NextPages }) {
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
        {orders.map((order) => (
          <EarningsOrderCard key={order.orderId} order={order} />
        ))}
      </ul>
      <NextPageButton pages={more} />
    </>
  );
}
