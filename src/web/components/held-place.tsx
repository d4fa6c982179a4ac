import { cn } from '@web/lib/utils';

/**
 * The room a control will take once it can answer, held empty until then: a control that came
 * late pushed down what was below it, and a tap aimed there landed on the page instead.
 */
export function HeldPlace({ className }: { className: string }) {
  return <div aria-hidden="true" className={cn('shrink-0', className)} />;
}
