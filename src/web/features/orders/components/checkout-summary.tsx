import { formatEuros } from '@shared/money';

/** A lot's lines before the discount, and the discount its size reached. */
export type LotSummaryLines = { itemCount: number; subtotalCents: number; percent: number; discountCents: number };

type CheckoutSummaryProps = { priceCents: number; deliveryCostCents: number; lot?: LotSummaryLines | undefined };

/** What the buyer pays: the commission is the seller's business and never shown here. */
export function CheckoutSummary({ priceCents, deliveryCostCents, lot }: CheckoutSummaryProps) {
  return (
    <dl className="grid gap-2 text-sm">
      {lot ? (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{`${lot.itemCount} article${lot.itemCount > 1 ? 's' : ''}`}</dt>
            <dd>{formatEuros(lot.subtotalCents)}</dd>
          </div>
          {lot.percent > 0 ? (
            <div className="flex justify-between gap-4 font-medium text-primary">
              <dt>Remise lot (−{lot.percent} %)</dt>
              <dd>−{formatEuros(lot.discountCents)}</dd>
            </div>
          ) : null}
        </>
      ) : (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Prix du produit</dt>
          <dd>{formatEuros(priceCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{lot ? 'Frais de livraison (un seul envoi)' : 'Frais de livraison'}</dt>
        <dd>{deliveryCostCents === 0 ? 'Gratuit' : formatEuros(deliveryCostCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatEuros(priceCents + deliveryCostCents)}</dd>
      </div>
    </dl>
  );
}
