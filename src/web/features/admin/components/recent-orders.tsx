import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { deliveryTypeLabels } from '@shared/delivery';
import { formatEuros } from '@shared/money';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { paymentStatusLabels, type AdminOrderView } from '@shared/orders/order-view.schemas';
import { displayedOrderStatus } from '@shared/returns/order-display-status';
import { lotLabel } from '@shared/orders/order-lines-label';
import { Badge } from '@web/components/ui/badge';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { refusalMessage } from '@web/lib/refusal-message';
import { type AdminOrderFilter, useAdminOrders } from '../api/get-admin-orders';
import { OrderSearchForm } from './order-search-form';
import { type StatusChange, StatusChangeDialog } from './status-change-dialog';
import { formatShortDateTime } from '@web/lib/french-dates';

const PAID_STATUSES: readonly OrderStatus[] = ['payment_validated', 'in_transit', 'delivered', 'completed'];

/**
 * Issue 27: a status saying the buyer paid is offered only once the payment is validated, or
 * with a proof waiting (choosing it validates that payment); the server refuses it otherwise.
 */
const needsPayment = (order: AdminOrderView, status: OrderStatus) =>
  PAID_STATUSES.includes(status) && order.payment.status !== 'paid' && order.payment.status !== 'submitted';

function StatusSelect({ order, onChoose }: { order: AdminOrderView; onChoose: (status: OrderStatus) => void }) {
  const id = `order-status-${order.id}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Statut<span className="sr-only"> de la commande {order.orderNumber}</span>
      </Label>
      <div className="relative">
        {/* Always shows the saved status; a choice only opens the reason dialog. */}
        <select
          id={id}
          value={order.status}
          onChange={(event) => onChoose(event.target.value as OrderStatus)}
          className="flex h-11 w-full appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30"
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status} disabled={needsPayment(order, status)}>
              {orderStatusLabels[status]}
              {needsPayment(order, status) ? ' (paiement non validé)' : ''}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

/** A lot's lines with what each costs after its share of the bundle discount (decision 065). */
function OrderLines({ order }: { order: AdminOrderView }) {
  return (
    <ul aria-label={`Articles de la commande ${order.orderNumber}`} className="grid gap-0.5">
      {order.items.map((item) => (
        <li key={item.id} className="flex justify-between gap-3">
          <span className="min-w-0 wrap-anywhere">{item.title}</span>
          <span className="shrink-0 tabular-nums">{formatEuros(item.priceCents)}</span>
        </li>
      ))}
      {order.discountCents > 0 ? (
        <li className="flex justify-between gap-3 text-muted-foreground">
          <span>Remise lot (déjà déduite)</span>
          <span className="shrink-0 tabular-nums">−{formatEuros(order.discountCents)}</span>
        </li>
      ) : null}
    </ul>
  );
}

function OrderRow({ order, onChoose }: { order: AdminOrderView; onChoose: (change: StatusChange) => void }) {
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_16rem] sm:items-center">
      <div className="grid gap-1 text-sm">
        <p className="font-medium wrap-anywhere">
          <span className="font-mono">{order.orderNumber}</span> ·{' '}
          {order.items.length > 1 ? lotLabel(order.items.length) : order.product.title}
        </p>
        {order.items.length > 1 ? <OrderLines order={order} /> : null}
        {order.returnStatus && displayedOrderStatus(order.status, order.returnStatus).kind !== order.status ? (
          <Badge variant="secondary" className="w-fit">
            {displayedOrderStatus(order.status, order.returnStatus).label}
          </Badge>
        ) : null}
        <p className="flex flex-wrap items-center gap-1 text-muted-foreground">
          Acheteur : {order.buyer.name} · Vendeur : {order.seller.name}
          <SellerStatusBadge status={order.sellerStatus} />
        </p>
        <p>
          Total {formatEuros(order.totalAmountCents)} · Commission {formatEuros(order.commissionCents)} ·{' '}
          {deliveryTypeLabels[order.deliveryType]}
        </p>
        <p className="text-muted-foreground">
          Paiement : {paymentStatusLabels[order.payment.status]} ·{' '}
          <time dateTime={order.createdAt}>{formatShortDateTime(order.createdAt)}</time>
        </p>
      </div>
      <StatusSelect order={order} onChoose={(status) => status !== order.status && onChoose({ order, status })} />
    </li>
  );
}

/** The latest orders, searchable and paged by 10, each with a status dropdown guarded by a required reason. */
export function RecentOrders() {
  const [searchParams] = useSearchParams();
  // The activity log links here with the order's id or number in `q`.
  const [filter, setFilter] = useState<AdminOrderFilter>({ q: searchParams.get('q') ?? undefined, cursors: [] });
  const query = useAdminOrders(filter);
  const [change, setChange] = useState<StatusChange | null>(null);
  const page = filter.cursors.length;
  const nextCursor = query.data?.nextCursor ?? null;

  return (
    <section aria-label="Commandes" className="grid gap-4">
      <OrderSearchForm initial={filter} onSearch={setFilter} />
      {query.isError ? (
        <div className="flex items-center gap-3 text-sm">
          <span className="text-destructive">
            {refusalMessage(query.error, 'Erreur lors du chargement des détails')}
          </span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : !query.data ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : query.data.orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {filter.q || filter.status || filter.from || filter.to
            ? 'Aucune commande trouvée'
            : 'Aucune commande pour le moment'}
        </p>
      ) : (
        <ul className="grid gap-3" aria-busy={query.isPlaceholderData || undefined}>
          {query.data.orders.map((order) => (
            <OrderRow key={order.id} order={order} onChoose={setChange} />
          ))}
        </ul>
      )}
      {query.data && (page > 0 || query.data.hasMore) ? (
        <nav aria-label="Pages des commandes" className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="outline"
            disabled={page === 0}
            onClick={() => setFilter({ ...filter, cursors: filter.cursors.slice(0, -1) })}
          >
            Précédentes
          </Button>
          <span>Page {page + 1}</span>
          <Button
            variant="outline"
            disabled={nextCursor === null || query.isPlaceholderData}
            onClick={() => nextCursor && setFilter({ ...filter, cursors: [...filter.cursors, nextCursor] })}
          >
            Suivantes
          </Button>
        </nav>
      ) : null}
      <Dialog open={change !== null} onOpenChange={(open) => !open && setChange(null)}>
        {change ? <StatusChangeDialog change={change} onDone={() => setChange(null)} /> : null}
      </Dialog>
    </section>
  );
}
