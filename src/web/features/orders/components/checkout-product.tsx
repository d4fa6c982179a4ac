import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { formatEuros } from '@shared/money';
import { ProductThumbnail } from './product-thumbnail';

/** The product being bought, as a reminder above the form. */
export function CheckoutProduct({ product }: { product: ProductDetail }) {
  const image = product.media.find((media) => media.kind === 'image');
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3">
      <ProductThumbnail url={image?.url ?? null} className="size-20" />
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate font-medium">{product.title}</p>
        <p className="text-sm text-muted-foreground">Vendu par {product.seller.displayName}</p>
        <p className="font-semibold text-primary">{formatEuros(product.priceCents)}</p>
      </div>
    </div>
  );
}
