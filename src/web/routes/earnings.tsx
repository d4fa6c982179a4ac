import { lazy, Suspense } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEarnings, usePayoutHistory } from '@web/features/earnings/api/get-earnings';
import { useTaxProfile } from '@web/features/earnings/api/tax-profile';
import { EarningsOrders } from '@web/features/earnings/components/earnings-orders';
import { EarningsTotals } from '@web/features/earnings/components/earnings-totals';
import { PayoutHistory } from '@web/features/earnings/components/payout-history';
import { PageTitle } from '@web/components/page-title';

// Below the lists, with its form: its code (react-hook-form, the tax schemas) comes after the first screen.
const TaxDetailsCard = lazy(() =>
  import('@web/features/earnings/components/tax-details-card').then((m) => ({ default: m.TaxDetailsCard })),
);

/** 'Mes revenus': the seller's money from the ledger, order by order, and the payouts received. */
export function EarningsPage() {
  const earnings = useEarnings();
  const payouts = usePayoutHistory();
  const first = earnings.data?.pages[0];
  const paid = payouts.data?.pages.flatMap((page) => page.items);
  const taxProfile = useTaxProfile();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Mes revenus — Boucles</PageTitle>
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold">Mes revenus</h1>
        <p className="text-muted-foreground">
          Pour chaque vente, la plateforme vous verse votre part (prix moins la commission) et vous rembourse les frais
          de livraison que vous avez payés.
        </p>
      </header>
      {earnings.isError || payouts.isError ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">Impossible de charger vos revenus.</p>
          <Button
            variant="outline"
            onClick={() => {
              void earnings.refetch();
              void payouts.refetch();
            }}
          >
            Réessayer
          </Button>
        </div>
      ) : !first || !paid ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : (
        <>
          <EarningsTotals totals={first.totals} />
          <section aria-labelledby="earnings-orders" className="grid gap-3">
            <h2 id="earnings-orders" className="text-lg font-semibold">
              Vos ventes
            </h2>
            <EarningsOrders orders={earnings.data?.pages.flatMap((page) => page.orders) ?? []} more={earnings} />
          </section>
          <section aria-labelledby="earnings-payouts" className="grid gap-3">
            <h2 id="earnings-payouts" className="text-lg font-semibold">
              Historique des versements
            </h2>
            <PayoutHistory payouts={paid} more={payouts} />
          </section>
          {taxProfile.data ? (
            <Suspense fallback={null}>
              <TaxDetailsCard profile={taxProfile.data} />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
