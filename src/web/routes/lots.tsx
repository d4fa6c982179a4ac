import { useParams } from 'react-router';
import { BackButton } from '@web/components/back-button';
import { PageTitle } from '@web/components/page-title';
import { LotList } from '@web/features/lots/components/lot-list';
import { LotScreen } from '@web/features/lots/components/lot-screen';

// Both lot screens in one module: one chunk, and one import in the route table that every first
// screen downloads (the shop's first screen is at its size limit, decision 023).

/** '/lots' lists the buyer's lots, '/lots/:sellerId' opens one: one route, one import. */
export function LotsRoute() {
  const { sellerId } = useParams();
  return sellerId ? <LotPage sellerId={sellerId} /> : <LotsPage />;
}

/** 'Mes lots': the account menu's entry. */
function LotsPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4 sm:py-6">
      <PageTitle>Mes lots — Boucles</PageTitle>
      <h1 className="font-display text-3xl font-semibold">Mes lots</h1>
      <LotList />
    </div>
  );
}

/** One lot: 'Mon lot chez Aminata (3)'. */
function LotPage({ sellerId }: { sellerId: string }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4 sm:py-6">
      <BackButton fallback="/lots" />
      <LotScreen sellerId={sellerId} />
    </div>
  );
}
