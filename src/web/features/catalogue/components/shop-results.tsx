import { useEffect } from 'react';
import { SearchX } from 'lucide-react';
import { productMessages } from '@shared/catalogue/product-messages';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { lazyToast } from '@web/lib/lazy-toast';
import { useProducts } from '../api/get-products';
import type { ShopFilters } from '../shop-search-params';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const LOAD_ERROR = 'Erreur lors du chargement des produits';

function productCount(total: number, capped: boolean): string {
  const figure = total.toLocaleString('fr-FR');
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

  if (query.isPending) return <ProductGridSkeleton />;
  if (!query.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{LOAD_ERROR}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  const products = query.data.pages.flatMap((page) => page.items);
  const firstPage = query.data.pages[0];

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
          <p className="font-medium">{productMessages.emptyShop}</p>
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
