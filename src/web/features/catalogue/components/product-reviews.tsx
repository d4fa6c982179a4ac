import { lazy, memo, Suspense, useState } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProductReviews } from '../api/get-product-reviews';

// Below the product on every screen: the list (dates in French words, avatars) loads beside the
// page rather than before it, its skeleton standing in meanwhile.
const ReviewList = lazy(() => import('./review-list').then((m) => ({ default: m.ReviewList })));
// Only a product with more reviews than a page needs it; imported here, it would join the product
// page's own file and bring that file to every signed-in screen with a 'Voir plus' (decision 070).
const NextPageButton = lazy(() => import('@web/components/show-more').then((m) => ({ default: m.NextPageButton })));

/**
 * Reviews left on orders of this product, a page at a time: 'Voir plus' adds the next page.
 * Memoised: when the session comes, the product page draws again; reaching this list before React
 * had adopted the server's copy of it (its code still coming), that update made React throw the
 * copy away for its skeleton and back, and everything below jumped.
 */
export const ProductReviews = memo(function ProductReviews({ productId }: { productId: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <section aria-labelledby="product-reviews" className="flex flex-col gap-3">
      <h2 id="product-reviews" className="font-display text-2xl font-semibold">
        Avis sur ce produit
      </h2>
      {cursors.map((cursor, index) => (
        <ReviewPage
          key={cursor ?? ''}
          productId={productId}
          cursor={cursor}
          onMore={index === cursors.length - 1 ? (next) => setCursors([...cursors, next]) : null}
        />
      ))}
    </section>
  );
});

type ReviewPageProps = { productId: string; cursor: string | null; onMore: ((cursor: string) => void) | null };

/** A failure only hides the list (the page stays useful). */
function ReviewPage({ productId, cursor, onMore }: ReviewPageProps) {
  const reviews = useProductReviews(productId, cursor);
  if (reviews.isPending) return <Skeleton className="h-24" />;
  if (!reviews.data) return <p className="text-muted-foreground">Les avis n'ont pas pu être chargés.</p>;
  const next = reviews.data.nextCursor;
  return (
    <Suspense fallback={<Skeleton className="h-24" />}>
      {cursor === null || reviews.data.items.length > 0 ? <ReviewList reviews={reviews.data.items} /> : null}
      {onMore !== null && next !== null ? (
        <NextPageButton pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => onMore(next) }} />
      ) : null}
    </Suspense>
  );
}
