import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminEvents } from '../hooks/use-admin-events';
import { PendingPayments } from './pending-payments';
import { AccountingExports } from './accounting-exports';
import { Dac7Report } from './dac7-report';
import { ActivityLog } from './activity-log';
import { BankReconciliation } from './bank-reconciliation';
import { ComplaintsQueue } from './complaints-queue';
import { ParcelClaims } from './parcel-claims';
import { PendingReturns } from './pending-returns';
import { PendingVerifications } from './pending-verifications';
import { RecentOrders } from './recent-orders';
import { ReferralBonuses } from './referral-bonuses';
import { ReportsQueue } from './reports-queue';
import { SellerPayouts } from './seller-payouts';
import { TermsPublishing } from './terms-publishing';
import { UserSearch } from './user-search';

// The tab is in the URL (`?onglet=retours`) so that a notification can open the list it is about.
const TABS = {
  paiements: 'payments',
  rapprochement: 'reconciliation',
  retours: 'returns',
  colis: 'parcels',
  parrainages: 'referrals',
  verifications: 'verifications',
  commandes: 'orders',
  journal: 'logs',
  signalements: 'reports',
  contestations: 'complaints',
  recherche: 'users',
  versements: 'payouts',
  comptabilite: 'accounting',
  conditions: 'terms',
} as const;
type TabParam = keyof typeof TABS;
const paramOf = (tab: string) => (Object.keys(TABS) as TabParam[]).find((param) => TABS[param] === tab);

/** The dashboard's lists; they refresh live while the page is open. */
export function AdminTabs() {
  useAdminEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('onglet');
  const tab = param && param in TABS ? TABS[param as TabParam] : 'payments';
  const list = useRef<HTMLDivElement>(null);

  // Opened on a tab far along (from a notification), the phone's strip shows it, centred.
  useEffect(() => {
    const strip = list.current;
    const active = strip?.querySelector<HTMLElement>('[data-state="active"]');
    if (strip && active) strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setSearchParams({ onglet: paramOf(value) ?? 'paiements' }, { replace: true })}
    >
      {/* The tabs do not fit a phone's width: the list scrolls sideways instead of widening the
          page. From a tablet up, they wrap onto a second line, every one in sight. */}
      <TabsList
        ref={list}
        className="relative max-w-full justify-start overflow-x-auto md:h-auto md:w-fit md:flex-wrap md:*:h-9 md:*:flex-none"
      >
        <TabsTrigger value="payments">Paiements en attente</TabsTrigger>
        <TabsTrigger value="reconciliation">Rapprochement</TabsTrigger>
        <TabsTrigger value="returns">Retours en attente</TabsTrigger>
        <TabsTrigger value="parcels">Colis non reçus</TabsTrigger>
        <TabsTrigger value="referrals">Bonus de parrainage</TabsTrigger>
        <TabsTrigger value="verifications">Vérifications</TabsTrigger>
        <TabsTrigger value="orders">Commandes récentes</TabsTrigger>
        <TabsTrigger value="logs">Journal d'activité</TabsTrigger>
        <TabsTrigger value="reports">Signalements</TabsTrigger>
        <TabsTrigger value="complaints">Contestations</TabsTrigger>
        <TabsTrigger value="users">Utilisateurs</TabsTrigger>
        <TabsTrigger value="payouts">Versements</TabsTrigger>
        <TabsTrigger value="accounting">Comptabilité</TabsTrigger>
        <TabsTrigger value="terms">Conditions</TabsTrigger>
      </TabsList>
      <TabsContent value="payments">
        <PendingPayments />
      </TabsContent>
      <TabsContent value="reconciliation">
        <BankReconciliation />
      </TabsContent>
      <TabsContent value="returns">
        <PendingReturns />
      </TabsContent>
      <TabsContent value="parcels">
        <ParcelClaims />
      </TabsContent>
      <TabsContent value="referrals">
        <ReferralBonuses />
      </TabsContent>
      <TabsContent value="verifications">
        <PendingVerifications />
      </TabsContent>
      <TabsContent value="orders">
        <RecentOrders />
      </TabsContent>
      <TabsContent value="logs">
        <ActivityLog />
      </TabsContent>
      <TabsContent value="reports">
        <ReportsQueue />
      </TabsContent>
      <TabsContent value="complaints">
        <ComplaintsQueue />
      </TabsContent>
      <TabsContent value="users">
        <UserSearch />
      </TabsContent>
      <TabsContent value="payouts">
        <SellerPayouts />
      </TabsContent>
      <TabsContent value="accounting">
        <AccountingExports />
        <Dac7Report />
      </TabsContent>
      <TabsContent value="terms">
        <TermsPublishing />
      </TabsContent>
    </Tabs>
  );
}
