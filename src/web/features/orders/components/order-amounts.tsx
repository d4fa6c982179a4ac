import { formatEuros } from '@shared/money';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { amountLines } from '../order-amount-lines';

export function OrderAmounts({ order }: { order: OrderView }) {
  return (
    <dl className="grid gap-1 text-sm">
      {amountLines(order).map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className={line.strong ? 'font-semibold' : undefined}>
            {line.cents < 0 ? `− ${formatEuros(-line.cents)}` : formatEuros(line.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
