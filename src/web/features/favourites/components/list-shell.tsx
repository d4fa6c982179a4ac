import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { NextPageButton } from '@web/components/show-more';

type ListShellProps<T> = {
  query: { isPending: boolean; data: T[] | undefined; refetch: () => unknown };
  /** While loading: the status's name and placeholders shaped like the items. */
  loading: { label: string; count: number; className: string };
  loadError: string;
  empty: { icon: LucideIcon; title: string; hint: string };
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
  /** A paged list's next page, behind 'Voir plus'. */
  more?: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** A favourites tab's list (products or saved searches): loading, failure, empty state, then the items. */
export function ListShell<T>({ query, loading, loadError, empty, keyOf, children, more }: ListShellProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loading.label} className="grid gap-3">
        {Array.from({ length: loading.count }, (_, index) => (
          <Skeleton key={index} className={loading.className} />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{loadError}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    const Icon = empty.icon;
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-12 text-center">
        <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{empty.title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{empty.hint}</p>
        <Button asChild variant="outline">
          <Link to="/marketplace">Explorer la boutique</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 md:grid-cols-2">
        {query.data.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
      <NextPageButton pages={more} />
    </div>
  );
}
