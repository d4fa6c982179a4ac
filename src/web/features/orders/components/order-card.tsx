import { Link } from 'react-router';
import { CircleAlert, MessageCircle, ReceiptText } from 'lucide-react';
import { messagingTexts } from '@shared/messaging/message-texts';
import { paymentMethodLabels } from '@shared/orders/payment-methods';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { hasReceipt } from '@shared/orders/order-status';
import { orderClock } from '@shared/orders/order-clock';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { orderAnchorId } from '../hooks/use-linked-order';
import { OrderActions } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { OrderClockLine } from './order-clock-line';
import { OrderDelivery } from './order-delivery';
import { OrderStatusBadge, PaymentValidatedBadge } from './order-status-badge';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { formatLongDateTime } from '@web/lib/french-dates';
import { OrderTimeline } from './order-timeline';
import { lotLabel } from '@shared/orders/order-lines-label';
import { LotThumbnail, LotTitles } from './lot-thumbnail';
import { ProofPreview } from './proof-preview';
import { asSentence } from '@shared/sentence';
import { ReturnPanel } from './return-panel';
import { ShippingClockNotice, ShippingClockStep } from './shipping-clock';
import { SupplementPanel } from './supplement-panel';

/** One order as its buyer or seller sees it, with the actions open to them now. */
export function OrderCard({ order, linked = false }: { order: OrderView; linked?: boolean }) {
  const paymentValidated = order.payment.status === 'paid' && order.status === 'payment_validated';
  const rejected = order.payment.status === 'rejected' && order.status === 'pending_payment';
  const titleId = `order-${order.id}-title`;
  const clock = orderClock(order);
  const isLot = order.items.length > 1;

  return (
    <Card
      id={orderAnchorId(order.orderNumber)}
      aria-labelledby={titleId}
      role="article"
      // scroll-mt: clear of the sticky navigation bar when a link scrolls here.
      className={cn('scroll-mt-20 gap-4', linked && 'ring-3 ring-primary/50')}
    >
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            Commande <span className="font-mono text-foreground">{order.orderNumber}</span> ·{' '}
            <time dateTime={order.createdAt}>{formatLongDateTime(order.createdAt)}</time>
          </p>
          <div className="flex flex-wrap gap-1.5">
            {/* One badge: the green one says the same as the status's. */}
            {paymentValidated ? (
              <PaymentValidatedBadge />
            ) : (
              <OrderStatusBadge
                status={order.status}
                returnStatus={order.return?.status ?? null}
                returnAllItems={order.return?.allItems ?? true}
              />
            )}
            <SellerStatusBadge status={order.sellerStatus} />
          </div>
        </div>
        <div className="flex gap-3">
          <LotThumbnail items={order.items} fallbackUrl={order.product.imageUrl} />
          <div className="grid min-w-0 content-start gap-0.5">
            <h3 id={titleId} className="line-clamp-2 font-medium wrap-anywhere">
              {isLot ? (
                lotLabel(order.items.length)
              ) : (
                <Link to={`/product/${order.product.id}`} className="hover:underline">
                  {order.product.title}
                </Link>
              )}
            </h3>
            {isLot ? <LotTitles items={order.items} /> : null}
            <p className="text-sm text-muted-foreground">
              {order.role === 'seller' ? 'Acheteur' : 'Vendeur'} : {order.counterpart.name}
            </p>
            {/* The messaging screens open the order's conversation from this address (no feature import). */}
            <Link
              to={`/messages/new?order=${encodeURIComponent(order.id)}`}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {order.role === 'seller' ? messagingTexts.contactBuyer : messagingTexts.contactSeller}
            </Link>
            <p className="text-sm text-muted-foreground">Paiement : {paymentMethodLabels[order.payment.method]}</p>
            {order.role === 'buyer' && hasReceipt({ status: order.status, paymentStatus: order.payment.status }) ? (
              <Link
                to={`/orders/${order.id}/receipt`}
                className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline"
              >
                <ReceiptText className="size-4" aria-hidden="true" />
                Reçu
              </Link>
            ) : null}
          </div>
        </div>
        {clock ? <OrderClockLine clock={clock} className="rounded-xl bg-muted px-3 py-2" /> : null}
        {rejected ? (
          <p role="note" className="flex gap-2 rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Paiement rejeté{order.payment.adminNotes ? ` : ${asSentence(order.payment.adminNotes)}` : '.'} Veuillez
              envoyer une nouvelle preuve de paiement.
            </span>
          </p>
        ) : null}
        <ShippingClockNotice order={order} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OrderAmounts order={order} />
          <OrderDelivery order={order} />
        </div>
        {order.payment.proofUrl ? (
          <div className="flex items-center gap-3 text-sm">
            <ProofPreview url={order.payment.proofUrl} />
            {/* The refused proof stays viewable; the note above gives the reason and asks for a new one. */}
            {order.payment.status === 'rejected' ? (
              <span className="font-medium text-destructive">Preuve de paiement refusée</span>
            ) : (
              <span className="text-muted-foreground">Preuve de paiement envoyée</span>
            )}
          </div>
        ) : null}
        {order.supplement ? <SupplementPanel order={order} supplement={order.supplement} /> : null}
        <OrderTimeline events={order.events} clock={clock} upcoming={<ShippingClockStep order={order} />} />
        {order.return ? <ReturnPanel ret={order.return} orderNumber={order.orderNumber} /> : null}
        <OrderActions order={order} />
      </CardContent>
    </Card>
  );
}
