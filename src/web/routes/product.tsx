import { Suspense, lazy, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { BackButton } from '@web/components/back-button';
import { HeldPlace } from '@web/components/held-place';
import { Button } from '@web/components/ui/button';
import { useProduct } from '@web/features/catalogue/api/get-product';
import { ProductDetails, ProductDetailsSkeleton } from '@web/features/catalogue/components/product-details';
import { useMissingRedirect } from '@web/features/catalogue/hooks/use-missing-redirect';
import { LazyFavouriteButton, LazySavedByCount } from '@web/features/favourites/components/lazy-favourites';
import { VisitorHideButton } from '@web/features/moderation/components/visitor-hide-button';
import { errorMessage } from '@web/lib/api-client';
import { summarize, useMetaDescription } from '@web/lib/meta-description';
import { useSession } from '@web/lib/session';
import { NoticeLink } from '@web/components/notice-link';
import { PageTitle } from '@web/components/page-title';

// Only signed-in visitors get these, after the session is known: their dialogs, forms and
// schemas load beside the page rather than before it (decision 031).
const ModerationMenu = lazy(() =>
  import('@web/features/moderation/components/moderation-menu').then((m) => ({ default: m.ModerationMenu })),
);
// Only the seller and admins ever see a listing the moderation took down.
const TakedownNotice = lazy(() =>
  import('@web/features/moderation/components/takedown-notice').then((m) => ({ default: m.TakedownNotice })),
);
const ContactSellerButton = lazy(() =>
  import('@web/features/messaging/components/contact-button').then((m) => ({ default: m.ContactSellerButton })),
);

const ProductOffer = lazy(() =>
  import('@web/features/messaging/components/product-offer').then((m) => ({ default: m.ProductOffer })),
);

// 'Ajouter au lot' and its lot query load beside the page, once the viewer is known.
const AddToLotButton = lazy(() =>
  import('@web/features/lots/components/add-to-lot-button').then((m) => ({ default: m.AddToLotButton })),
);

export function ProductPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const query = useProduct(id);
  // Drawn in the background (a transition, in slices) once it arrives, never as one long task
  // that would freeze a slow phone: the skeleton stays until the page is ready.
  const product = useDeferredValue(query.data);
  useMissingRedirect(query.error, productPageMessages.notFound);
  useMetaDescription(product ? summarize(product.description) : undefined);

  // Until the session is known, show neither the members' menu nor the visitors' button.
  const viewerKnown = product !== undefined && !session.isPending;
  const menu =
    viewerKnown && session.user && !product.viewer.isOwner ? (
      <Suspense fallback={null}>
        <ModerationMenu
          seller={{ id: product.seller.id, blocked: product.viewer.hasBlockedSeller }}
          productId={product.id}
        />
      </Suspense>
    ) : null;
  // Until then, a non-owner's buttons under the Order button have their room held (the page the
  // server drew is most often a visitor's): nothing below may move under a tap (decision 037).
  const holding = product !== undefined && session.isPending && !product.viewer.isOwner;
  const visitorActions = holding ? (
    <HeldPlace className="h-9" />
  ) : viewerKnown && !session.user ? (
    <VisitorHideButton productId={product.id} />
  ) : null;
  // Signed-in non-owners ask the seller a question about this listing.
  const contact =
    viewerKnown && session.user && !product.viewer.isOwner ? (
      <Suspense fallback={null}>
        <ContactSellerButton productId={product.id} />
        <ProductOffer
          productId={product.id}
          priceCents={product.priceCents}
          available={product.stockQuantity > 0 && product.viewer.canOrder && !product.sellerHoliday}
        />
      </Suspense>
    ) : null;
  // Visitors too: the button sends them to sign in and back here.
  const lotHeld = <HeldPlace className="h-12" />;
  const lotAction =
    product && canJoinLot(product) ? (
      <Suspense fallback={lotHeld}>
        {viewerKnown ? (
          <AddToLotButton sellerId={product.seller.id} productId={product.id} variant="page" className="w-full" />
        ) : (
          lotHeld
        )}
      </Suspense>
    ) : null;
  // The owner sees how many people saved the listing; anyone else gets the heart, once the
  // viewer is known (its room held meanwhile).
  const favourite = holding ? (
    <HeldPlace className="h-11" />
  ) : !viewerKnown ? null : product.viewer.isOwner ? (
    <LazySavedByCount productId={product.id} />
  ) : (
    <LazyFavouriteButton productId={product.id} title={product.title} variant="page" />
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:py-6">
      <PageTitle>{product ? `${product.title} — Boucles` : 'Produit — Boucles'}</PageTitle>
      <BackButton label="Retour à la boutique" />
      {product?.viewer.takedown ? (
        <Suspense fallback={null}>
          <TakedownNotice
            productId={product.id}
            reason={product.viewer.takedown.reason}
            canRestore={!product.viewer.isOwner && session.hasRole('admin')}
          />
        </Suspense>
      ) : null}
      {product ? (
        <>
          <ProductDetails
            key={product.id}
            product={product}
            menu={menu}
            lotAction={lotAction}
            secondaryActions={
              <>
                {favourite}
                {contact}
                {visitorActions}
              </>
            }
          />
          {product.viewer.isOwner ? null : (
            <NoticeLink target="product" id={product.id} className="self-start">
              Signaler cette annonce
            </NoticeLink>
          )}
        </>
      ) : query.isPending || query.data ? (
        <ProductDetailsSkeleton />
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

/** Only a listing another seller still has for sale, between people who did not block each other. */
function canJoinLot({ viewer, stockQuantity, sellerHoliday }: ProductDetail): boolean {
  return (
    !viewer.isOwner &&
    viewer.canOrder &&
    stockQuantity > 0 &&
    sellerHoliday === null &&
    !viewer.takedown &&
    !viewer.hasBlockedSeller &&
    !viewer.blockedBySeller
  );
}
