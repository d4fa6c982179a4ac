import { useSearchParams } from 'react-router';
import { lotMessages } from '@shared/lots/lot.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { BackButton } from '@web/components/back-button';
import { PageLoader } from '@web/components/page-loader';
import { Button } from '@web/components/ui/button';
import { HolidayNotice } from '@web/features/catalogue/components/holiday-notice';
import { lotPath, useLot, useRefreshLots } from '@web/features/lots/api/lots';
import { LotItems } from '@web/features/lots/components/lot-items';
import { RemovedItemsNotice } from '@web/features/lots/components/removed-items-notice';
import { useRemovedItems } from '@web/features/lots/hooks/use-removed-items';
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
  // 'Commander le lot' (issue 32): the buyer's lot with this seller instead of one product.
  const lotSellerId = searchParams.get('lot');
  return lotSellerId === null ? <ProductCheckout /> : <LotCheckout sellerId={lotSellerId} />;
}

function ProductCheckout() {
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
              subject={{ productId: product.id, offerId: offer.offerId }}
              priceCents={product.priceCents}
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

function LotCheckout({ sellerId }: { sellerId: string }) {
  const query = useLot(sellerId);
  const refreshLots = useRefreshLots();
  const removed = useRemovedItems(query.data);
  const saved = useSavedAddress();
  const { user } = useSession();
  const unconfirmed = user !== null && !user.emailVerified;
  const lot = query.data;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4 sm:py-6">
      <PageTitle>Commander le lot — Boucles</PageTitle>
      <BackButton label="Retour au lot" fallback={lotPath(sellerId)} />
      <h1 className="font-display text-3xl font-semibold">Commander le lot</h1>
      {lot && !saved.isPending ? (
        <>
          <p className="font-medium break-words">{lot.label}</p>
          <RemovedItemsNotice removed={removed} />
          {lot.items.length === 0 ? (
            <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
              {lotMessages.empty}
            </p>
          ) : (
            <LotItems items={lot.items} />
          )}
          {lot.holiday ? <HolidayNotice sentence={lot.holiday.sentence} /> : null}
          {unconfirmed ? <ConfirmEmailToOrder email={user.email} /> : null}
          {lot.items.length > 0 ? (
            <CheckoutForm
              subject={{ lotSellerId: sellerId }}
              priceCents={lot.priceCents}
              lot={{
                itemCount: lot.items.length,
                subtotalCents: lot.subtotalCents,
                percent: lot.percent,
                discountCents: lot.discountCents,
              }}
              saved={saved.data ?? EMPTY_ADDRESS}
              disabled={unconfirmed || lot.holiday !== null}
              onSettled={() => void refreshLots()}
            />
          ) : null}
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
