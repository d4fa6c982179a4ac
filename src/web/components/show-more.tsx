import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';

/** How many rows a long list draws at first, and adds at each 'Voir plus'. */
export const ROWS_PER_STEP = 20;

/**
 * A long list draws its first rows only, then more on request: a phone lays out twenty cards
 * rather than a buyer's hundred orders before it can answer a tap (issue 35).
 */
export function useRowLimit<T>(items: readonly T[] | undefined, { step = ROWS_PER_STEP, through = -1 } = {}) {
  const [limit, setLimit] = useState(step);
  // `through`: a row a link points at, drawn even when further down, with those before it.
  const drawn = Math.max(limit, through + 1);
  return {
    shown: items?.slice(0, drawn) ?? [],
    hidden: Math.max(0, (items?.length ?? 0) - drawn),
    showMore: () => setLimit(drawn + step),
  };
}

export function ShowMoreButton({ hidden, onClick }: { hidden: number; onClick: () => void }) {
  if (hidden === 0) return null;
  return (
    <Button variant="outline" className="self-center justify-self-center" onClick={onClick}>
      Voir plus
    </Button>
  );
}

/** What an infinite query gives to load its next page (TanStack Query's names). */
export type NextPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 'Voir plus' under a list the server pages (decision 069): the next page, asked on a tap only. */
export function NextPageButton({ pages }: { pages: NextPages | undefined }) {
  // A page the server drew (the product's reviews) shows it before the app runs: a tap then
  // would be lost, so it waits, disabled, until React has adopted the page.
  const hydrated = useHydrated();
  if (!pages?.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center justify-self-center"
      disabled={!hydrated || pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Chargement…' : 'Voir plus'}
    </Button>
  );
}
