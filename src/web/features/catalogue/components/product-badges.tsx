import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { Badge } from '@web/components/ui/badge';
import { productBadges } from '../product-labels';

export function ProductBadges({ product }: { product: ProductDetail }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Caractéristiques">
      {productBadges(product).map((badge) => (
        <li key={badge.label}>
          <Badge variant={badge.group === 'main' ? 'secondary' : 'outline'} title={badge.hint}>
            {badge.label}
            {badge.hint ? <span className="sr-only"> ({badge.hint})</span> : null}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
