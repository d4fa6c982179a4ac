import { useDeferredValue, useEffect } from 'react';
import { SearchX } from 'lucide-react';
import { shopMessages } from '@shared/catalogue/shop-messages';
import { formatFrenchNumber } from '@shared/french-number';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { lazyToast } from '@web/lib/lazy-toast';
import { useProducts } from '../api/get-products';
import type { ShopFilters } from '../shop-search-params';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const LOAD_ERROR = 'Erreur lors du chargement des produits';

function productCount(total: number, capped: boolean): string {
  const figure = formatFrenchNumber(total);
  return `${figure}${capped ? '+' : ''} produit${total > 1 ? 's' : ''}`;
}

type ShopResultsProps = {
  filters: ShopFilters;
  /** Shown in the empty state when filters may be what hides everything. */
  onReset?: (() => void) | undefined;
};

export function ShopResults({ filters, onReset }: ShopResultsProps) {
  const query = useProducts(filters);
  const { isError, isPlaceholderData } = query;

  useEffect(() => {
    if (isError) lazyToast('error', LOAD_ERROR, { id: 'shop-load-error' });
  }, [isError]);

  // The cards render in the background (a transition, in slices), never as one long task
  // that would freeze a slow phone as the page arrives: the skeleton stays until they are ready.
  const data = useDeferredValue(query.data);

  if (query.isPending || (query.data && !data)) return <ProductGridSkeleton />;
  if (!data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{LOAD_ERROR}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  const products = data.pages.flatMap((page) => page.items);
  const firstPage = data.pages[0];

  return (
    <section aria-labelledby="shop-results" aria-busy={isPlaceholderData} className="flex flex-col gap-4">
      {/* Cards are h3: the outline reads Boutique > Résultats > each product. */}
      <h2 id="shop-results" className="sr-only">
        Résultats
      </h2>
      <p role="status" className="text-sm text-muted-foreground">
        {productCount(firstPage?.total ?? 0, firstPage?.totalCapped ?? false)}
      </p>
      {products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border py-12 text-center">
          <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{shopMessages.empty}</p>
          {onReset ? (
            <Button variant="outline" onClick={onReset}>
              Réinitialiser les filtres
            </Button>
          ) : null}
        </div>
      ) : (
        <ProductGrid products={products} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} />
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? <Spinner label="Chargement de la suite…" /> : null}
          Voir plus
        </Button>
      ) : null}
    </section>
  );
}
