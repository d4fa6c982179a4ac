import type { ReactNode } from 'react';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { Skeleton } from '@web/components/ui/skeleton';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { ProductHairDetails } from './product-hair-details';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { ProductSellerRow } from './product-seller-row';
import { VerifiedBadge } from './verified-badge';

// Both slots are filled by the route from the moderation feature.
type ProductDetailsProps = {
  product: ProductDetail;
  /** Beside the title: the members' report/block/hide menu. */
  menu?: ReactNode;
  /** Under the Order button: the visitors' hide button. */
  secondaryActions?: ReactNode;
  /** Right under the Order button: 'Ajouter au lot' (the lots feature). */
  lotAction?: ReactNode;
};

export function ProductDetails({ product, menu, secondaryActions, lotAction }: ProductDetailsProps) {
  return (
    <div className="flex flex-col gap-10">
      {/* grid-cols-1 is minmax(0, 1fr): an implicit column would widen to the thumbnail strip's full length. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery title={product.title} media={product.media} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h1 className="font-display text-2xl leading-tight font-semibold sm:text-3xl">{product.title}</h1>
              {product.seller.isVerified ? <VerifiedBadge /> : null}
            </div>
            {menu}
          </div>
          <ProductSellerRow seller={product.seller} />
          <ProductPurchase product={product} lotAction={lotAction} />
          {secondaryActions}
          <ProductBadges product={product} />
          {product.colorCode ? (
            <p className="text-sm">
              <span className="text-muted-foreground">Code couleur : </span>
              <span className="font-medium">{product.colorCode}</span>
            </p>
          ) : null}
          <ProductHairDetails product={product} />
          <section aria-labelledby="product-description" className="flex flex-col gap-2">
            <h2 id="product-description" className="text-lg font-semibold">
              Description
            </h2>
            <p className="leading-relaxed whitespace-pre-line">{product.description}</p>
          </section>
        </div>
      </div>
      <ProductReviews productId={product.id} />
    </div>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Chargement du produit" className="grid gap-6 md:grid-cols-2 md:gap-10">
      <Skeleton className="aspect-square rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-12" />
      </div>
    </div>
  );
}
