import { formatEuros } from '@shared/money';
import type { Earnings } from '@shared/earnings/earnings.schemas';

/** The three figures a seller follows: held, owed, and already paid. */
export function EarningsTotals({ totals }: { totals: Earnings['totals'] }) {
  const figures = [
    {
      label: 'En séquestre',
      cents: totals.inEscrowCents,
      hint: 'Commandes payées, en attente de livraison ou de la fin du délai de retour.',
    },
    { label: 'À verser', cents: totals.payableCents, hint: 'Dû, vous sera versé par la plateforme.' },
    { label: 'Déjà versé', cents: totals.paidOutCents, hint: 'Total de vos versements reçus.' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="grid gap-1 rounded-2xl border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold">{formatEuros(figure.cents)}</dd>
          <dd className="text-xs text-muted-foreground">{figure.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
