import type { ReactNode } from 'react';
import type { OrderClock } from '@shared/orders/order-clock';
import { orderStatusLabels } from '@shared/orders/order-status';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { cn } from '@web/lib/utils';
import { formatLongDateTime } from '@web/lib/french-dates';

/**
 * The order's steps, oldest first, with their dates and any note (rejection, admin reason),
 * then the deadline the viewer must meet next, if any (decision 038), and the step still to come
 * when a shipping or transit clock runs (`upcoming`, an <li>, decision 039).
 */
export function OrderTimeline({
  events,
  clock = null,
  upcoming,
}: {
  events: OrderView['events'];
  clock?: OrderClock | null;
  upcoming?: ReactNode;
}) {
  if (events.length === 0) return null;
  return (
    <ol className="grid gap-3" aria-label="Suivi de la commande">
      {events.map((event, index) => {
        const last = index === events.length - 1;
        return (
          <li key={`${event.status}-${event.at}-${index}`} className="relative flex gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2.5 shrink-0 rounded-full',
                last ? 'bg-primary ring-4 ring-primary/15' : 'bg-muted-foreground/50',
              )}
            />
            <div className="grid gap-0.5 text-sm">
              <span className={cn(last && 'font-medium')}>{orderStatusLabels[event.status]}</span>
              <time dateTime={event.at} className="text-xs text-muted-foreground">
                {formatLongDateTime(event.at)}
              </time>
              {/* Older validations carry their own label as a note: said once is enough. */}
              {event.note && event.note !== orderStatusLabels[event.status] ? (
                <span className="text-muted-foreground">{event.note}</span>
              ) : null}
            </div>
          </li>
        );
      })}
      {clock ? (
        <li className="relative flex gap-3">
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full border-2 border-primary" />
          <time dateTime={clock.dueAt} className="text-sm font-medium">
            {clock.label}
          </time>
        </li>
      ) : null}
      {upcoming}
    </ol>
  );
}
