import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminEvents } from '../hooks/use-admin-events';
import { PendingPayments } from './pending-payments';
import { RecentOrders } from './recent-orders';

/** The dashboard's lists; they refresh live while the page is open. */
export function AdminTabs() {
  useAdminEvents();
  return (
    <Tabs defaultValue="payments">
      <TabsList className="sm:w-fit">
        <TabsTrigger value="payments">Paiements en attente</TabsTrigger>
        <TabsTrigger value="orders">Commandes récentes</TabsTrigger>
      </TabsList>
      <TabsContent value="payments">
        <PendingPayments />
      </TabsContent>
      <TabsContent value="orders">
        <RecentOrders />
      </TabsContent>
    </Tabs>
  );
}
