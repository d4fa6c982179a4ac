import { useSearchParams } from 'react-router';
import { orderMessages } from '@shared/orders/order-view.schemas';
import { BackButton } from '@web/components/back-button';
import { PageLoader } from '@web/components/page-loader';
import { Button } from '@web/components/ui/button';
import { useCheckoutProduct } from '@web/features/orders/api/get-checkout-product';
import { useSavedAddress } from '@web/features/orders/api/get-saved-address';
import { ConfirmEmailToOrder } from '@web/features/account/components/confirm-email-to-order';
import { AlreadyOrdered } from '@web/features/orders/components/already-ordered';
import { CheckoutForm } from '@web/features/orders/components/checkout-form';
import { CheckoutProduct } from '@web/features/orders/components/checkout-product';
import { useCheckoutGuard } from '@web/features/orders/hooks/use-checkout-guard';
import { useOfferToOrder } from '@web/features/orders/hooks/use-offer-to-order';
import { useOpenOrderFor } from '@web/features/orders/hooks/use-open-order-for';
import { errorMessage } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { PageTitle } from '@web/components/page-title';

const EMPTY_ADDRESS = { address: '', country: '' };

export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get('productId') ?? '';
  const query = useCheckoutProduct(productId);
  // 'Commander à …': the accepted offer's amount, shown here and read again by the server.
  const offer = useOfferToOrder(productId, searchParams.get('offre'));
  const product =
    query.data && offer.priceCents !== null ? { ...query.data, priceCents: offer.priceCents } : query.data;
  const saved = useSavedAddress();
  useCheckoutGuard(productId, product, query.error);
  const soldOut = product !== undefined && (product.stockQuantity <= 0 || !product.viewer.canOrder);
  const { user } = useSession();
  const unconfirmed = user !== null && !user.emailVerified;
  const ordered = useOpenOrderFor(productId, user !== null);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4 sm:py-6">
      <PageTitle>Finaliser la commande — Boucles</PageTitle>
      <BackButton label="Retour au produit" fallback={productId ? `/product/${productId}` : '/marketplace'} />
      <h1 className="font-display text-3xl font-semibold">Finaliser la commande</h1>
      {product && !product.viewer.isOwner && !saved.isPending && !ordered.isPending && !offer.isPending ? (
        <>
          <CheckoutProduct product={product} />
          {ordered.order ? (
            <AlreadyOrdered order={ordered.order} />
          ) : soldOut ? (
            <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
              {orderMessages.soldOut}
            </p>
          ) : unconfirmed ? (
            <ConfirmEmailToOrder email={user.email} />
          ) : null}
          {ordered.order ? null : (
            <CheckoutForm
              product={product}
              offerId={offer.offerId}
              saved={saved.data ?? EMPTY_ADDRESS}
              disabled={soldOut || unconfirmed}
            />
          )}
        </>
      ) : query.isError && !query.isFetching ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">{errorMessage(query.error)}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
