import { TriangleAlert } from 'lucide-react';
import type { LotView } from '@shared/lots/lot.schemas';

/** What left the lot since it was last seen ('Vendu entre-temps : retiré de votre lot'). */
export function RemovedItemsNotice({ removed }: { removed: LotView['removed'] }) {
  if (removed.length === 0) return null;
  return (
    <div role="alert" className="flex gap-2 rounded-xl bg-destructive/10 px-3 py-2.5 text-sm text-destructive">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <ul className="grid gap-1">
        {removed.map((item) => (
          <li key={item.productId}>
            <span className="font-semibold">{item.title}</span> — {item.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
