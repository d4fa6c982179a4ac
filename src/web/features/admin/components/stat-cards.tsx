import type { ReactNode } from 'react';
import { Clock, Landmark, Package, Percent, Scale, ShoppingCart, Users, Wallet } from 'lucide-react';
import { formatFrenchNumber } from '@shared/french-number';
import { formatEuros } from '@shared/money';
import type { AdminStats } from '@shared/orders/order-view.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useAdminStats } from '../api/get-admin-stats';

// Room for a two-line label (a phone's narrow card): the outline has the cards' height, so nothing moves.
const CARD_HEIGHT = 'min-h-28';

type Stat = { label: string; value: string; icon: ReactNode };

// Without Intl: its first number formatter loads ICU data as the dashboard opens (french-number.ts).
const number = (value: number) => formatFrenchNumber(value);

function statsOf(stats: AdminStats): Stat[] {
  return [
    { label: 'Utilisateurs', value: number(stats.totalUsers), icon: <Users aria-hidden="true" /> },
    { label: 'Produits actifs', value: number(stats.activeProducts), icon: <Package aria-hidden="true" /> },
    { label: 'Commandes', value: number(stats.totalOrders), icon: <ShoppingCart aria-hidden="true" /> },
    { label: "Chiffre d'affaires", value: formatEuros(stats.totalRevenueCents), icon: <Wallet aria-hidden="true" /> },
    { label: 'Commissions', value: formatEuros(stats.totalCommissionCents), icon: <Percent aria-hidden="true" /> },
    { label: 'Commandes en attente', value: number(stats.pendingOrders), icon: <Clock aria-hidden="true" /> },
    {
      label: 'En séquestre',
      value: formatEuros(stats.ledger.heldInEscrowCents),
      icon: <Landmark aria-hidden="true" />,
    },
    {
      label: 'Dû aux vendeurs',
      value: formatEuros(stats.ledger.owedToSellersCents),
      icon: <Scale aria-hidden="true" />,
    },
  ];
}

/** The spec's six figures, then what the ledger says the platform holds and owes. */
export function StatCards() {
  const query = useAdminStats();
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-destructive/10 px-4 py-3 text-sm">
        <span className="text-destructive">Erreur lors du chargement des statistiques</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      // The figures' outline at their height, the ledger's badge included: nothing below moves when they come.
      <div className="grid gap-3" aria-busy="true">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className={cn(CARD_HEIGHT, 'h-28 rounded-2xl')} />
          ))}
        </div>
        <Skeleton className="h-5.5 w-44 rounded-full" />
      </div>
    );
  }
  return (
    <section aria-label="Statistiques" className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {statsOf(query.data).map((stat) => (
          <div
            key={stat.label}
            className={cn(
              CARD_HEIGHT,
              'grid content-start gap-1 rounded-2xl border border-border bg-card p-4 shadow-sm',
            )}
          >
            <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
              {stat.icon}
              {stat.label}
            </dt>
            <dd className="text-xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex h-5.5 items-center text-sm">
        {query.data.ledger.balanced ? (
          <Badge variant="success">Grand livre équilibré</Badge>
        ) : (
          <Badge variant="destructive">Grand livre déséquilibré : à vérifier</Badge>
        )}
      </p>
    </section>
  );
}
