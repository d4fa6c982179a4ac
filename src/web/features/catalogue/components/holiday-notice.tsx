import { Palmtree } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** 'En vacances jusqu'au 12 janvier' (decision 059): on the product page instead of the buy button, and the seller page. */
export function HolidayNotice({ sentence, className }: { sentence: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn('flex items-start gap-2 rounded-xl bg-muted px-3 py-2.5 text-sm font-medium', className)}
    >
      <Palmtree className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {sentence}
    </p>
  );
}
