import { Clock } from 'lucide-react';
import type { OrderClock } from '@shared/orders/order-clock';
import { cn } from '@web/lib/utils';

/** The deadline the viewer must meet ('À payer avant le 28 nov. à 14 h'), decision 038. */
export function OrderClockLine({ clock, className }: { clock: OrderClock; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium', className)}>
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <time dateTime={clock.dueAt}>{clock.label}</time>
    </p>
  );
}
