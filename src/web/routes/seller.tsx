import { Link, useParams } from 'react-router';
import { sellerMessages } from '@shared/catalogue/seller.schemas';
import { BackButton } from '@web/components/back-button';
import { BundleDiscountNote } from '@web/features/catalogue/components/bundle-discount-note';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSellerListings } from '@web/features/catalogue/api/get-seller-listings';
import { useSellerProfile } from '@web/features/catalogue/api/get-seller-profile';
import { HolidayNotice } from '@web/features/catalogue/components/holiday-notice';
import { ProductCard } from '@web/features/catalogue/components/product-card';
import { FIRST_ROWS, productGridClass } from '@web/features/catalogue/components/product-grid';
import { ReviewList } from '@web/features/catalogue/components/review-list';
import { SellerLegalDetails } from '@web/features/catalogue/components/seller-legal-details';
import { SellerProfileHeader } from '@web/features/catalogue/components/seller-profile-header';
import { useMissingRedirect } from '@web/features/catalogue/hooks/use-missing-redirect';
import { NoticeLink } from '@web/components/notice-link';
import { AddToLotButton } from '@web/features/lots/components/add-to-lot-button';
import { SellerLotLink } from '@web/features/lots/components/seller-lot-link';
import { ModerationMenu } from '@web/features/moderation/components/moderation-menu';
import { errorMessage } from '@web/lib/api-client';
import { summarize, useMetaDescription } from '@web/lib/meta-description';
import { useSession } from '@web/lib/session';
import { PageTitle } from '@web/components/page-title';

export function SellerPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useSellerProfile(id);
  const profile = query.data;
  const listings = useSellerListings(id, profile?.productsNextCursor ?? null);
  useMissingRedirect(query.error, sellerMessages.notFound);
  useMetaDescription(profile?.seller.bio ? summarize(profile.seller.bio) : undefined);

  if (!profile) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:py-6">
        <PageTitle>Profil du vendeur — Boucles</PageTitle>
        <BackButton />
        {query.isPending ? (
          <Skeleton className="h-40 rounded-2xl" />
        ) : (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">{errorMessage(query.error)}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Réessayer
            </Button>
          </div>
        )}
      </div>
    );
  }

  const { seller, reviews, viewer, holiday, legalDetails, bundleDiscount, productCount } = profile;
  const products = [...profile.products, ...listings.more];
  // Another seller's listings can go into a lot (visitors are asked to sign in first).
  const lotsOpen = !viewer.isSelf && !viewer.hasBlocked && holiday === null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-4 sm:py-6">
      <PageTitle>{`${seller.displayName} — Boucles`}</PageTitle>
      <BackButton />
      <SellerProfileHeader
        seller={seller}
        actions={
          user && !viewer.isSelf ? <ModerationMenu seller={{ id: seller.id, blocked: viewer.hasBlocked }} /> : null
        }
      />
      {holiday ? <HolidayNotice sentence={holiday.sentence} /> : null}
      <BundleDiscountNote sentence={bundleDiscount.sentence} />
      {user && lotsOpen ? <SellerLotLink sellerId={seller.id} /> : null}
      {legalDetails ? <SellerLegalDetails details={legalDetails} /> : null}
      {viewer.isSelf ? null : (
        <NoticeLink target="user" id={seller.id} className="self-start">
          Signaler ce vendeur
        </NoticeLink>
      )}
      <section aria-labelledby="seller-listings" className="flex flex-col gap-3">
        <h2 id="seller-listings" className="font-display text-2xl font-semibold">
          Annonces ({productCount})
        </h2>
        {products.length === 0 ? (
          <p className="text-muted-foreground">{sellerMessages.noListings}</p>
        ) : (
          // The shop's grid, each card with 'Ajouter au lot' under it (kept out of the shop's own cards).
          <div className="@container">
            <ul className={productGridClass}>
              {products.map((product, index) => (
                <li key={product.id} className="flex flex-col gap-2">
                  <div className="flex flex-1">
                    <ProductCard product={product} priority={index < FIRST_ROWS} />
                  </div>
                  {lotsOpen ? (
                    <AddToLotButton sellerId={seller.id} productId={product.id} variant="card" className="w-full" />
                  ) : null}
                </li>
              ))}
            </ul>
            {listings.hasMore ? (
              <Button
                variant="outline"
                className="mx-auto mt-4 flex"
                disabled={listings.loading}
                onClick={listings.loadMore}
              >
                {listings.loading ? 'Chargement…' : 'Voir plus'}
              </Button>
            ) : null}
          </div>
        )}
      </section>
      <section aria-labelledby="seller-reviews" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="seller-reviews" className="font-display text-2xl font-semibold">
            {sellerMessages.recentReviews}
          </h2>
          {reviews.length > 0 ? (
            <Link to={`/seller/${seller.id}/reviews`} className="text-sm font-medium text-primary hover:underline">
              Voir tous les avis
            </Link>
          ) : null}
        </div>
        <ReviewList reviews={reviews} showProduct />
      </section>
    </div>
  );
}
