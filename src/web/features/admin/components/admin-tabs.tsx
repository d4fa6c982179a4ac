import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminEvents } from '../hooks/use-admin-events';
import { PendingPayments } from './pending-payments';
import { PendingReturns } from './pending-returns';
import { RecentOrders } from './recent-orders';
import { ReferralBonuses } from './referral-bonuses';
import { SellerPayouts } from './seller-payouts';

// The tab is in the URL (`?onglet=retours`) so that a notification can open the list it is about.
const TABS = {
  paiements: 'payments',
  retours: 'returns',
  parrainages: 'referrals',
  commandes: 'orders',
  versements: 'payouts',
} as const;
type TabParam = keyof typeof TABS;
const paramOf = (tab: string) => (Object.keys(TABS) as TabParam[]).find((param) => TABS[param] === tab);

/** The dashboard's lists; they refresh live while the page is open. */
export function AdminTabs() {
  useAdminEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('onglet');
  const tab = param && param in TABS ? TABS[param as TabParam] : 'payments';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setSearchParams({ onglet: paramOf(value) ?? 'paiements' }, { replace: true })}
    >
      {/* Five tabs do not fit a phone's width: the list scrolls sideways instead of widening the page. */}
      <TabsList className="max-w-full justify-start overflow-x-auto sm:w-fit">
        <TabsTrigger value="payments">Paiements en attente</TabsTrigger>
        <TabsTrigger value="returns">Retours en attente</TabsTrigger>
        <TabsTrigger value="referrals">Bonus de parrainage</TabsTrigger>
        <TabsTrigger value="orders">Commandes récentes</TabsTrigger>
        <TabsTrigger value="payouts">Versements</TabsTrigger>
      </TabsList>
      <TabsContent value="payments">
        <PendingPayments />
      </TabsContent>
      <TabsContent value="returns">
        <PendingReturns />
      </TabsContent>
      <TabsContent value="referrals">
        <ReferralBonuses />
      </TabsContent>
      <TabsContent value="orders">
        <RecentOrders />
      </TabsContent>
      <TabsContent value="payouts">
        <SellerPayouts />
      </TabsContent>
    </Tabs>
  );
}
