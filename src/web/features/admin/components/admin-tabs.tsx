import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminEvents } from '../hooks/use-admin-events';
import { PendingPayments } from './pending-payments';
import { PendingReturns } from './pending-returns';
import { RecentOrders } from './recent-orders';
import { ReferralBonuses } from './referral-bonuses';
import { SellerPayouts } from './seller-payouts';

/** The dashboard's lists; they refresh live while the page is open. */
export function AdminTabs() {
  useAdminEvents();
  return (
    <Tabs defaultValue="payments">
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
