import { lazy, Suspense } from 'react';
import { NextPageButton } from '@web/components/show-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProductReviews } from '../api/get-product-reviews';

// Below the product on every screen: the list (dates in French words, avatars) loads beside the
// page rather than before it, its skeleton standing in meanwhile.
const ReviewList = lazy(() => import('./review-list').then((m) => ({ default: m.ReviewList })));

/** Reviews left on orders of this product; a failure only hides the list (the page stays useful). */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  return (
    <section aria-labelledby="product-reviews" className="flex flex-col gap-3">
      <h2 id="product-reviews" className="font-display text-2xl font-semibold">
        Avis sur ce produit
      </h2>
      {reviews.isPending ? (
        <Skeleton className="h-24" />
      ) : reviews.data ? (
        <Suspense fallback={<Skeleton className="h-24" />}>
          <ReviewList reviews={reviews.data.pages.flatMap((page) => page.items)} />
          <NextPageButton pages={reviews} />
        </Suspense>
      ) : (
        <p className="text-muted-foreground">Les avis n'ont pas pu être chargés.</p>
      )}
    </section>
  );
}
