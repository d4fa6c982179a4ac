import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { buttonVariants } from '@web/components/ui/button';
import { orderAnchorId } from '../hooks/use-linked-order';

/** In place of the checkout form when the buyer already has this product on its way. */
export function AlreadyOrdered({ order }: { order: OrderView }) {
  return (
    <section
      aria-labelledby="already-ordered"
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card px-4 py-4"
    >
      <h2 id="already-ordered" className="flex items-center gap-2 text-lg font-semibold">
        <PackageCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Vous avez commandé ce produit
      </h2>
      <p className="text-sm text-muted-foreground">Commande {order.orderNumber}</p>
      <Link to={`/orders#${orderAnchorId(order.orderNumber)}`} className={buttonVariants()}>
        Voir ma commande
      </Link>
    </section>
  );
}
