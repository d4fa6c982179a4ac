import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { sellerMessages } from '@shared/catalogue/seller.schemas';
import { formatAverageRating } from '@shared/reviews/review.schemas';
import { BackButton } from '@web/components/back-button';
import { NextPageButton } from '@web/components/show-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserAvatar } from '@web/components/user-avatar';
import { useSellerReviews } from '@web/features/catalogue/api/get-seller-reviews';
import { isNotFound } from '@web/features/catalogue/api/not-found';
import { RatingStars } from '@web/features/catalogue/components/rating-stars';
import { ReviewList } from '@web/features/catalogue/components/review-list';
import { useMissingRedirect } from '@web/features/catalogue/hooks/use-missing-redirect';
import { PageTitle } from '@web/components/page-title';

const LOAD_ERROR = 'Erreur lors du chargement des avis';

export function SellerReviewsPage() {
  const { sellerId = '' } = useParams();
  const query = useSellerReviews(sellerId);
  // An unknown seller goes back to the shop, as on the seller's page; other failures stay here.
  useMissingRedirect(query.error, sellerMessages.notFound);
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    if (failed) toast.error(LOAD_ERROR, { id: 'seller-reviews-error' });
  }, [failed]);

  // Each page carries the seller; the first page's is the one shown.
  const seller = query.data?.pages[0]?.seller;
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { average, count } = seller?.rating ?? { average: null, count: 0 };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-4 sm:py-6">
      <PageTitle>{seller ? `Avis sur ${seller.displayName} — Boucles` : 'Avis sur le vendeur — Boucles'}</PageTitle>
      <BackButton fallback={`/seller/${sellerId}`} />
      {!query.data || !seller ? (
        // An unknown seller is on its way to the shop: no failure to show meanwhile.
        failed ? (
          <p className="py-12 text-center text-muted-foreground">{LOAD_ERROR}</p>
        ) : (
          <Skeleton className="h-32 rounded-2xl" />
        )
      ) : (
        <>
          <header className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
            <h1 className="font-display text-2xl font-semibold sm:text-3xl">Avis sur le vendeur</h1>
            <Link to={`/seller/${seller.id}`} className="flex w-fit items-center gap-3 rounded-lg hover:underline">
              <UserAvatar name={seller.displayName} url={seller.avatarUrl} size={48} className="size-12" />
              <span className="font-semibold">{seller.displayName}</span>
            </Link>
            {average !== null && count > 0 ? (
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-3xl font-semibold text-primary">{formatAverageRating(average)}</span>
                <span className="sr-only">sur 5</span>
                <RatingStars rating={Math.round(average)} />
                <span className="text-muted-foreground">({count} avis)</span>
              </p>
            ) : null}
          </header>
          <ReviewList reviews={reviews} showProduct />
          <NextPageButton pages={query} />
        </>
      )}
    </div>
  );
}
