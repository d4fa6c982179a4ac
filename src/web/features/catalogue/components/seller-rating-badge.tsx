import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { Rating } from '@shared/catalogue/product.schemas';
import { formatAverageRating } from '@shared/reviews/rating-format';
import { cn } from '@web/lib/utils';

type SellerRatingBadgeProps = { sellerId: string; rating: Rating; className?: string };

/**
 * '4,5 (12 avis)', linking to the seller's reviews. Hidden without reviews (spec §2).
 * The rating travels with the product or seller payload: no request per card.
 */
export function SellerRatingBadge({ sellerId, rating, className }: SellerRatingBadgeProps) {
  if (rating.count === 0 || rating.average === null) return null;
  return (
    <Link
      to={`/seller/${sellerId}/reviews`}
      className={cn(
        'relative z-10 inline-flex min-h-6 w-fit items-center gap-1 rounded-full text-xs font-medium text-foreground hover:underline',
        className,
      )}
    >
      <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">Avis du vendeur :</span>
      <span>{formatAverageRating(rating.average)}</span>
      <span className="text-muted-foreground">({rating.count} avis)</span>
    </Link>
  );
}
