import type { OrderView } from '@shared/orders/order-view.schemas';
import { formatEuros } from '@shared/money';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/form-field';

type Item = OrderView['returnableItems'][number];

/** Decision 066: the returned lines' prices, and the delivery only when every line comes back. */
export function refundOf(items: readonly Item[], chosen: readonly string[], deliveryCostCents: number): number {
  const lines = items.filter((item) => chosen.includes(item.id)).reduce((sum, item) => sum + item.priceCents, 0);
  return lines + (chosen.length === items.length ? deliveryCostCents : 0);
}

/**
 * The lot's lines, one checkbox each (all checked at first), and the refund the choice gives.
 * Each box is labelled by the item's title.
 */
export function ReturnedItemsField({
  items,
  chosen,
  deliveryCostCents,
  error,
  disabled,
  onChange,
}: {
  items: readonly Item[];
  chosen: readonly string[];
  deliveryCostCents: number;
  error: string | undefined;
  disabled: boolean;
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'return-items-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Articles retournés</legend>
      {items.map((item) => (
        <label key={item.id} className="flex items-start gap-3 text-sm">
          <Checkbox
            id={`return-item-${item.id}`}
            aria-label={item.title}
            checked={chosen.includes(item.id)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onCheckedChange={(checked) =>
              onChange(
                items
                  .map((line) => line.id)
                  .filter((id) => (id === item.id ? checked === true : chosen.includes(id))),
              )
            }
          />
          <span className="min-w-0 wrap-anywhere">{item.title}</span>
          <span className="ml-auto shrink-0 tabular-nums">{formatEuros(item.priceCents)}</span>
        </label>
      ))}
      {error ? <FieldError id="return-items-error">{error}</FieldError> : null}
      <p className="text-sm font-medium" aria-live="polite">
        Remboursement : {formatEuros(refundOf(items, chosen, deliveryCostCents))}
      </p>
      <p className="text-sm text-muted-foreground">La livraison est remboursée si tous les articles sont retournés</p>
    </fieldset>
  );
}
