import { Skeleton } from '@web/components/ui/skeleton';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewList } from './review-list';

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
        <ReviewList reviews={reviews.data} />
      ) : (
        <p className="text-muted-foreground">Les avis n'ont pas pu être chargés.</p>
      )}
    </section>
  );
}
