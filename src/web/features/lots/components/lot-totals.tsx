import type { LotView } from '@shared/lots/lot.schemas';
import { formatEuros } from '@shared/money';
import { nextStepHint } from '../next-step-hint';

/** The lines, the bundle discount, one delivery fee for the whole lot, and the total. */
export function LotTotals({ lot }: { lot: LotView }) {
  const home = lot.delivery.find((option) => option.deliveryType === 'home');
  const hint = nextStepHint(lot.items.length, lot.bundleDiscount.tiers);
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid gap-2">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            {lot.items.length > 1 ? `${lot.items.length} articles` : `${lot.items.length} article`}
          </dt>
          <dd>{formatEuros(lot.subtotalCents)}</dd>
        </div>
        {lot.percent > 0 ? (
          <div className="flex justify-between gap-4 font-medium text-primary">
            <dt>Remise lot (−{lot.percent} %)</dt>
            <dd data-testid="lot-discount">−{formatEuros(lot.discountCents)}</dd>
          </div>
        ) : null}
        {home ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              Frais de livraison (un seul envoi)
              <span className="block text-xs">
                {home.worldCostCents === null ? '' : `${formatEuros(home.worldCostCents)} hors d’Europe, `}
                gratuit en point de récupération
              </span>
            </dt>
            <dd data-testid="lot-delivery" className="shrink-0 whitespace-nowrap">
              {formatEuros(home.costCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="lot-total">{formatEuros(lot.totalCents)}</dd>
        </div>
      </dl>
      {hint ? <p className="text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
