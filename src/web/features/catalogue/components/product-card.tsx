import { Link } from 'react-router';
import { listingConditionLabels } from '@shared/catalogue/product-options';
import type { ShopCard } from '@shared/catalogue/product.schemas';
import { formatEuros } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { useProductCardSlots } from '@web/lib/product-card-slots';
import { CARD_SIZES } from '@shared/catalogue/product-picture';
import { pictureProps } from '../product-image';
import { CopyLinkButton } from './copy-link-button';
import { NoImage } from './no-image';
import { SellerRatingBadge } from './seller-rating-badge';
import { VerifiedBadge } from './verified-badge';

/**
 * One listing in a grid (spec §2). The title link stretches over the whole card so a
 * tap anywhere opens the product; the buttons sit above it (z-10) and keep their own action.
 * Its focus ring is drawn inside the card: one outside would be cut by the card's rounded clip.
 * `priority`: among the first on screen, so its picture loads at once (the page's largest paint).
 */
export function ProductCard({ product, priority = false }: { product: ShopCard; priority?: boolean }) {
  const { id, title, image, seller } = product;
  const titleId = `product-${id}-title`;
  const href = `/product/${id}`;
  const { cardAction } = useProductCardSlots();

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-square overflow-hidden bg-muted">
        {image ? (
          <img alt={title} {...pictureProps(image, CARD_SIZES, priority)} className="size-full object-cover" />
        ) : (
          <NoImage />
        )}
        {cardAction ? <div className="absolute top-2 right-2 z-10">{cardAction({ id, title })}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5 sm:gap-2 sm:p-3">
        <div className="flex items-start gap-1">
          <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-ring focus-visible:after:ring-inset"
            >
              {title}
            </Link>
          </h3>
          {seller.isVerified ? <VerifiedBadge compact /> : null}
        </div>
        <p className="line-clamp-2 text-xs text-muted-foreground sm:text-sm">{product.description}</p>
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{product.category}</Badge>
          {product.hairType ? <Badge variant="outline">{product.hairType}</Badge> : null}
          {product.condition ? <Badge variant="outline">{listingConditionLabels[product.condition]}</Badge> : null}
          <SellerStatusBadge status={seller.status} />
        </div>
        <SellerRatingBadge sellerId={seller.id} rating={seller.rating} />
        <div className="mt-auto flex items-center justify-between gap-1 pt-1">
          <p className="font-semibold text-primary sm:text-lg">{formatEuros(product.priceCents)}</p>
          <CopyLinkButton productId={id} variant="icon" className="relative z-10 -mr-1.5 size-10" />
        </div>
        <Button asChild variant="outline" size="sm" className="relative z-10 w-full">
          <Link to={href}>Détails</Link>
        </Button>
      </div>
    </article>
  );
}
