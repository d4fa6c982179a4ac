import { useState } from 'react';
import type { LotView } from '@shared/lots/lot.schemas';

/**
 * The server says once what it took out of the lot (the next read no longer lists it): the
 * screen keeps saying it until the buyer leaves, whatever reads follow.
 */
export function useRemovedItems(lot: LotView | undefined): LotView['removed'] {
  const [seen, setSeen] = useState<{ from: LotView | undefined; removed: LotView['removed'] }>({
    from: undefined,
    removed: [],
  });
  if (lot !== seen.from) {
    const fresh = (lot?.removed ?? []).filter(
      (item) => !seen.removed.some((kept) => kept.productId === item.productId),
    );
    setSeen({ from: lot, removed: [...seen.removed, ...fresh] });
  }
  return seen.removed;
}
