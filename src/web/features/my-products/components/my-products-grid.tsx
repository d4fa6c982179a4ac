import { useDeferredValue, useEffect } from 'react';
import { PackageOpen } from 'lucide-react';
import { productMessages } from '@shared/catalogue/product-messages';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyProducts } from '../api/get-my-products';
import { AddProductLink } from './add-product-link';
import { MyProductCard } from './my-product-card';
import { lazyToast } from '@web/lib/lazy-toast';
import { NextPageButton } from '@web/components/show-more';

const loadError = 'Erreur lors du chargement des produits';
const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The seller's products with their states: loading, failed, none yet, or the grid. */
export function MyProductsGrid({ onDeleted }: { onDeleted: () => void }) {
  const query = useMyProducts();
  // An answer that arrives after the screen is drawn in a transition, in slices of a few
  // milliseconds, not in one long task a slow phone's tap would wait behind (issue 35).
  const data = useDeferredValue(query.data);
  const products = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    // An id, so React's double effects in development do not show it twice.
    if (query.isError) lazyToast('error', loadError, { id: 'my-products-error' });
  }, [query.isError]);

  if (query.isPending || (data === undefined && !query.isError)) {
    return (
      <div className={gridClass} role="status" aria-label="Chargement des produits">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-9 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-4 py-10 text-center">
        <p className="font-medium">{loadError}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <PackageOpen className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-medium">{productMessages.noProductsYet}</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Publiez votre première annonce : perruque, tissage, extensions ou accessoire.
        </p>
        <AddProductLink />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className={gridClass}>
        {products.map((product) => (
          <li key={product.id} className="grid">
            <MyProductCard product={product} onDeleted={onDeleted} />
          </li>
        ))}
      </ul>
      <NextPageButton pages={query} />
    </div>
  );
}
