import { MapPin, Package, Store } from 'lucide-react';
import { deliveryTypeLabels } from '@shared/delivery';
import type { OrderView } from '@shared/orders/order-view.schemas';

/** Where the parcel goes (or where to collect it) and its tracking number. */
export function OrderDelivery({ order }: { order: OrderView }) {
  const home = order.deliveryType === 'home';
  const place = home
    ? [order.deliveryAddress, order.deliveryCountry].filter(Boolean).join(', ')
    : (order.pickupLocation ?? 'Point de récupération à définir par le vendeur');

  return (
    <div className="grid gap-1 text-sm">
      <p className="flex items-center gap-2 font-medium">
        {home ? (
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Store className="size-4 shrink-0" aria-hidden="true" />
        )}
        {deliveryTypeLabels[order.deliveryType]}
      </p>
      {place ? <p className="text-muted-foreground wrap-anywhere">{place}</p> : null}
      {order.trackingNumber ? (
        <p className="flex items-start gap-2">
          <Package className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            Numéro de suivi : <span className="font-mono">{order.trackingNumber}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
