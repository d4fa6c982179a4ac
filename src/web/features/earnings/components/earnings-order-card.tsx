import { COMMISSION_RATE_PERCENT } from '@shared/money';
import { type EarningState, type EarningsOrder, earningStateLabels } from '@shared/earnings/earnings.schemas';
import { lotLabel } from '@shared/orders/order-lines-label';
import { Badge } from '@web/components/ui/badge';
import { formatDay, signedEuros } from '../format';

const variants: Record<EarningState, 'secondary' | 'default' | 'success' | 'destructive'> = {
  escrow: 'secondary',
  payable: 'default',
  paid: 'success',
  refunded: 'destructive',
};

/** What the ledger holds for the order: in escrow, or released (0 once refunded). */
function amountForSeller(order: EarningsOrder): number {
  return order.state === 'escrow' ? order.inEscrowCents : order.releasedCents;
}

/**
 * One order's money, line by line, so the amount the admin pays is explained: the
 * product's price, minus the commission, plus the delivery cost the seller paid.
 */
export function EarningsOrderCard({ order }: { order: EarningsOrder }) {
  const isLot = order.items.length > 1;
  const lines = [
    { label: isLot ? 'Prix du lot, remise déduite' : 'Prix du produit', cents: order.priceCents },
    { label: `Commission (${COMMISSION_RATE_PERCENT}\u00a0%)`, cents: -order.commissionCents },
    { label: 'Votre part', cents: order.sellerAmountCents },
    { label: 'Livraison remboursée', cents: order.deliveryCostCents },
  ];
  const titleId = `earning-${order.orderId}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-2xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={titleId} className="font-semibold">
            {isLot ? lotLabel(order.items.length) : order.productTitle}
          </h3>
          <p className="text-xs text-muted-foreground">
            Commande n° {order.orderNumber} du <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </p>
        </div>
        <Badge variant={variants[order.state]}>{earningStateLabels[order.state]}</Badge>
      </div>
      {isLot ? (
        <ul aria-label="Articles du lot" className="grid gap-1 text-sm">
          {order.items.map((item, index) => (
            <li key={`${index}-${item.title}`} className="flex justify-between gap-4">
              <span className="min-w-0 truncate">{item.title}</span>
              <span className="shrink-0 text-muted-foreground">{signedEuros(item.priceCents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid gap-1 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd>{signedEuros(line.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-1">
          <dt className="font-medium">Pour vous</dt>
          <dd className="font-semibold">{signedEuros(amountForSeller(order))}</dd>
        </div>
        {order.state === 'payable' && order.paidOutCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Déjà versé sur cette commande</dt>
            <dd>{signedEuros(order.paidOutCents)}</dd>
          </div>
        ) : null}
      </dl>
      {order.state === 'refunded' ? (
        <p className="text-xs text-muted-foreground">
          L'acheteur a été remboursé : cette commande ne vous rapporte rien.
        </p>
      ) : null}
    </li>
  );
}
