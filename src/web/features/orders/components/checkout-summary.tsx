import { formatEuros } from '@shared/money';

type CheckoutSummaryProps = { priceCents: number; deliveryCostCents: number };

/** What the buyer pays: the commission is the seller's business and never shown here. */
export function CheckoutSummary({ priceCents, deliveryCostCents }: CheckoutSummaryProps) {
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Prix du produit</dt>
        <dd>{formatEuros(priceCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Frais de livraison</dt>
        <dd>{deliveryCostCents === 0 ? 'Gratuit' : formatEuros(deliveryCostCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatEuros(priceCents + deliveryCostCents)}</dd>
      </div>
    </dl>
  );
}
