import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Wallet } from 'lucide-react';
import type { OrderSide } from '@shared/orders/order-view.schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useOrders } from '../api/get-orders';
import { useLinkedOrder } from '../hooks/use-linked-order';
import { OrderList } from './order-list';

const TAB_PARAM = 'onglet';
const TAB_VALUES: Record<OrderSide, string> = { buyer: 'achats', seller: 'ventes' };

/**
 * The tab a link names wins; otherwise the one that has orders: a seller with sales and no
 * purchases lands on 'Ventes'.
 */
function tabOf(value: string | null, counts: Record<OrderSide, number>): OrderSide {
  if (value === TAB_VALUES.seller) return 'seller';
  if (value === TAB_VALUES.buyer) return 'buyer';
  return counts.buyer === 0 && counts.seller > 0 ? 'seller' : 'buyer';
}

/**
 * A tab's loaded pages as one list, with their counts and what asks for the next page. Drawn from
 * a deferred copy of the answer: an answer that arrives after the screen (or a next page) is drawn
 * in a transition, in slices of a few milliseconds, rather than in one long task that a slow
 * phone's tap would wait behind (issue 35). The list and the linked order's scroll read the same copy.
 */
function useOrderPages(side: OrderSide) {
  const query = useOrders(side);
  const data = useDeferredValue(query.data);
  return {
    ...query,
    orders: data?.pages.flatMap((page) => page.orders),
    counts: data?.pages[0]?.counts,
  };
}

/** 'Achats (n)' and 'Ventes (n)'; the chosen tab is in the URL so a link can open the sales. */
export function OrdersTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const purchases = useOrderPages('buyer');
  const sales = useOrderPages('seller');
  // Both answers carry both counts; either will do.
  const counts = purchases.counts ?? sales.counts ?? { buyer: 0, seller: 0, submitted: 0 };
  const side = tabOf(searchParams.get(TAB_PARAM), counts);
  const linked = useLinkedOrder(side === 'seller' ? sales : purchases);

  return (
    <div className="grid gap-4">
      {/* Spec §2: the header counts the orders whose payment proof awaits the admin. */}
      <h2 className="text-lg font-semibold">Commandes récentes ({counts.submitted})</h2>
      <Tabs
        value={side}
        onValueChange={(value) => setSearchParams({ [TAB_PARAM]: TAB_VALUES[value as OrderSide] }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="buyer">Achats ({counts.buyer})</TabsTrigger>
          <TabsTrigger value="seller">Ventes ({counts.seller})</TabsTrigger>
        </TabsList>
        <TabsContent value="buyer">
          <OrderList
            side="buyer"
            orders={purchases.orders}
            linked={linked}
            failed={purchases.isError}
            onRetry={() => void purchases.refetch()}
            more={purchases}
          />
        </TabsContent>
        <TabsContent value="seller" className="grid gap-3">
          <Link
            to="/earnings"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Wallet aria-hidden="true" className="size-4" />
            Mes revenus : séquestre, montants à verser et versements reçus
          </Link>
          <OrderList
            side="seller"
            orders={sales.orders}
            linked={linked}
            failed={sales.isError}
            onRetry={() => void sales.refetch()}
            more={sales}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
