import type { ShopCard } from '@shared/catalogue/product.schemas';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { ProductCard } from './product-card';

// Columns follow the grid's own width (container query), so the shop keeps 3 columns
// beside an open filter panel and 4 without it; phones get 2 compact cards. The seller page
// lays its cards, each with 'Ajouter au lot', on the same grid.
export const productGridClass = 'grid grid-cols-2 gap-3 @2xl:grid-cols-3 @4xl:grid-cols-4 sm:gap-4';

// Two rows of a phone's two columns are in view when the page opens; the others wait until scrolled near.
export const FIRST_ROWS = 4;

export function ProductGrid({ products, className }: { products: ShopCard[]; className?: string }) {
  return (
    <div className={cn('@container', className)}>
      <ul className={productGridClass}>
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={index < FIRST_ROWS} />
          </li>
        ))}
      </ul>
    </div>
  );
}

// Spec §9: 8 placeholder cards while the first page loads.
const SKELETON_COUNT = 8;

export function ProductGridSkeleton() {
  return (
    <div className="@container" role="status" aria-label="Chargement des produits">
      <div className={productGridClass}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-square rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-2/3" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
