import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ShowMoreButton, useRowLimit } from '@web/components/show-more';

type AdminListSectionProps<T> = {
  headingId: string;
  title: string;
  /** Said when the list is loaded and empty. */
  empty: string;
  /** undefined while loading. */
  items: T[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** One <li> per item, with its key. */
  renderItem: (item: T) => ReactNode;
  /** What the section also holds, such as the dialog its rows open. */
  children?: ReactNode;
  /** For a list the server pages: how many items there are in all, and how to read the next page (none after the last). */
  total?: number;
  loadMore?: () => void;
};

/** A titled admin list with its count, and its loading, error (with retry) and empty states. */
export function AdminListSection<T>({
  headingId,
  title,
  empty,
  items,
  failed,
  onRetry,
  renderItem,
  children,
  total,
  loadMore,
}: AdminListSectionProps<T>) {
  const rows = useRowLimit(items);
  // Every row read is drawn: 'Voir plus' then reads the next page, and draws it.
  const more = () => {
    rows.showMore();
    if (rows.hidden === 0) loadMore?.();
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} {items ? `(${total ?? items.length})` : ''}
      </h2>
      {failed ? (
        <div className="flex items-center gap-3 text-sm">
          <span className="text-destructive">Erreur lors du chargement des détails</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Réessayer
          </Button>
        </div>
      ) : !items ? (
        <Skeleton className="h-28 rounded-2xl" />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul className="grid gap-3">{rows.shown.map(renderItem)}</ul>
          <ShowMoreButton hidden={rows.hidden + (loadMore ? 1 : 0)} onClick={more} />
        </>
      )}
      {children}
    </section>
  );
}
