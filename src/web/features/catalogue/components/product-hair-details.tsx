import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { productDetailRows } from '../product-labels';

/** The 'Détails' of a listing (issue 31); nothing at all when the seller gave none. */
export function ProductHairDetails({ product }: { product: ProductDetail }) {
  const rows = productDetailRows(product);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-hair-details" className="flex flex-col gap-2">
      <h2 id="product-hair-details" className="text-lg font-semibold">
        Détails
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="text-right font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
