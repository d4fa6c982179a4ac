import { lazy } from 'react';
import { useOrders } from '@web/features/orders/api/get-orders';
import { OrdersTabs } from '@web/features/orders/components/orders-tabs';
import { PageTitle } from '@web/components/page-title';
import { WhenSettled } from '@web/components/when-settled';

// The push offer waits for the browser's subscription state anyway, and shows only to someone
// with an order: its code (subscription, texts) comes once the page has settled, after the list
// (issue 35). It sits below the list, in the page's flow: floating, it covered the last order's buttons.
const PushOfferCard = lazy(() =>
  import('@web/features/push/components/push-offer-card').then((m) => ({ default: m.PushOfferCard })),
);

export function OrdersPage() {
  // The tabs load the same list: one request, and its counts cover purchases and sales.
  const { data } = useOrders('buyer');
  const counts = data?.pages[0]?.counts;
  const hasOrders = counts !== undefined && counts.buyer + counts.seller > 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <PageTitle>Mes Commandes — Boucles</PageTitle>
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold">Mes Commandes</h1>
      </div>
      <OrdersTabs />
      {hasOrders ? (
        <WhenSettled>
          <PushOfferCard hasOrders />
        </WhenSettled>
      ) : null}
    </div>
  );
}
