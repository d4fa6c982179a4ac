import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminEvents } from '../hooks/use-admin-events';

// Each tab's code downloads when the tab is first opened: the dashboard's first screen carries one tab's.
const PendingPayments = lazy(() => import('./pending-payments').then((m) => ({ default: m.PendingPayments })));
const AccountingExports = lazy(() => import('./accounting-exports').then((m) => ({ default: m.AccountingExports })));
const Dac7Report = lazy(() => import('./dac7-report').then((m) => ({ default: m.Dac7Report })));
const ActivityLog = lazy(() => import('./activity-log').then((m) => ({ default: m.ActivityLog })));
const BankReconciliation = lazy(() => import('./bank-reconciliation').then((m) => ({ default: m.BankReconciliation })));
const ComplaintsQueue = lazy(() => import('./complaints-queue').then((m) => ({ default: m.ComplaintsQueue })));
const ParcelClaims = lazy(() => import('./parcel-claims').then((m) => ({ default: m.ParcelClaims })));
const PendingReturns = lazy(() => import('./pending-returns').then((m) => ({ default: m.PendingReturns })));
const PendingVerifications = lazy(() =>
  import('./pending-verifications').then((m) => ({ default: m.PendingVerifications })),
);
const RecentOrders = lazy(() => import('./recent-orders').then((m) => ({ default: m.RecentOrders })));
const ReferralBonuses = lazy(() => import('./referral-bonuses').then((m) => ({ default: m.ReferralBonuses })));
const ReportsQueue = lazy(() => import('./reports-queue').then((m) => ({ default: m.ReportsQueue })));
const SellerPayouts = lazy(() => import('./seller-payouts').then((m) => ({ default: m.SellerPayouts })));
const TermsPublishing = lazy(() => import('./terms-publishing').then((m) => ({ default: m.TermsPublishing })));
const UserSearch = lazy(() => import('./user-search').then((m) => ({ default: m.UserSearch })));

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

/** Until a tab's code is there, a list's outline of the height its first rows take: nothing below jumps. */
function LazyTab({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The dashboard's lists; they refresh live while the page is open. */
export function AdminTabs() {
  useAdminEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('onglet');
  const tab = param && param in TABS ? TABS[param as TabParam] : 'payments';
  const list = useRef<HTMLDivElement>(null);

  // Opened on a tab far along (from a notification), the phone's strip shows it, centred. The
  // first tab is already in sight: measuring it would cost the opening screen a layout pass.
  useEffect(() => {
    if (tab === 'payments') return;
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
        <LazyTab>
          <PendingPayments />
        </LazyTab>
      </TabsContent>
      <TabsContent value="reconciliation">
        <LazyTab>
          <BankReconciliation />
        </LazyTab>
      </TabsContent>
      <TabsContent value="returns">
        <LazyTab>
          <PendingReturns />
        </LazyTab>
      </TabsContent>
      <TabsContent value="parcels">
        <LazyTab>
          <ParcelClaims />
        </LazyTab>
      </TabsContent>
      <TabsContent value="referrals">
        <LazyTab>
          <ReferralBonuses />
        </LazyTab>
      </TabsContent>
      <TabsContent value="verifications">
        <LazyTab>
          <PendingVerifications />
        </LazyTab>
      </TabsContent>
      <TabsContent value="orders">
        <LazyTab>
          <RecentOrders />
        </LazyTab>
      </TabsContent>
      <TabsContent value="logs">
        <LazyTab>
          <ActivityLog />
        </LazyTab>
      </TabsContent>
      <TabsContent value="reports">
        <LazyTab>
          <ReportsQueue />
        </LazyTab>
      </TabsContent>
      <TabsContent value="complaints">
        <LazyTab>
          <ComplaintsQueue />
        </LazyTab>
      </TabsContent>
      <TabsContent value="users">
        <LazyTab>
          <UserSearch />
        </LazyTab>
      </TabsContent>
      <TabsContent value="payouts">
        <LazyTab>
          <SellerPayouts />
        </LazyTab>
      </TabsContent>
      <TabsContent value="accounting">
        <LazyTab>
          <AccountingExports />
          <Dac7Report />
        </LazyTab>
      </TabsContent>
      <TabsContent value="terms">
        <LazyTab>
          <TermsPublishing />
        </LazyTab>
      </TabsContent>
    </Tabs>
  );
}
