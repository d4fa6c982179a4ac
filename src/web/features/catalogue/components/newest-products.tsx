import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

// Two rows of four on a computer, four rows of two on a phone.
const HOME_COUNT = 8;
const NEWEST_FIRST = { sort: 'recent' } as const;

/**
 * The newest listings on the home page: the shop's own first page (same query and cache entry
 * as /marketplace unfiltered, so 'Voir tout' opens at once), of which the first 8 cards.
 * A failed load leaves the section out: the home page stays usable and links to the shop.
 */
export function NewestProducts() {
  const query = useProducts(NEWEST_FIRST);
  // Rendered in the background (a transition, in slices) so the cards never freeze a slow phone.
  const data = useDeferredValue(query.data);
  const products = data?.pages[0]?.items.slice(0, HOME_COUNT) ?? [];
  const waiting = query.isPending || (query.data !== undefined && data === undefined);
  if (!waiting && products.length === 0) return null;

  return (
    <section aria-labelledby="nouveautes" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="nouveautes" className="font-display text-2xl font-semibold">
          Nouveautés
        </h2>
        <Link to="/marketplace" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Voir tout
        </Link>
      </div>
      {waiting ? <ProductGridSkeleton /> : <ProductGrid products={products} />}
    </section>
  );
}
