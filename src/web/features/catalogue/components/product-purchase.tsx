import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Ban, ShoppingBag } from 'lucide-react';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { blockMessages } from '@shared/moderation/block-messages';
import { formatEuros } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { lazyToast } from '@web/lib/lazy-toast';
import { stockNote } from '../product-labels';
import { BundleDiscountNote } from './bundle-discount-note';
import { CopyLinkButton } from './copy-link-button';
import { HolidayNotice } from './holiday-notice';

/** Price, stock, the seller's bundle discount and the Order and Share buttons; `lotAction` under them. */
export function ProductPurchase({ product, lotAction }: { product: ProductDetail; lotAction?: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { isOwner, canOrder, hasBlockedSeller, blockedBySeller } = product.viewer;
  // Either one blocked the other: no order between them, so no 'Commander' but why not.
  const blockNotice = hasBlockedSeller
    ? blockMessages.youBlockedSeller
    : blockedBySeller
      ? blockMessages.sellerUnavailable
      : null;
  const soldOut = product.stockQuantity <= 0 || !canOrder;
  const note = stockNote(product.stockQuantity);

  function order() {
    if (!session.user) {
      // Back to this product after signing in.
      lazyToast('info', productPageMessages.signInToOrder);
      void navigate(`/auth?redirect=${encodeURIComponent(`/product/${product.id}`)}`);
      return;
    }
    void navigate(`/checkout?productId=${product.id}`);
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-3xl font-semibold text-primary">{formatEuros(product.priceCents)}</p>
        {note && !isOwner && !product.viewer.takedown ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <BundleDiscountNote sentence={product.bundleDiscount.sentence} />
      <div className="flex gap-2">
        {product.sellerHoliday && !isOwner ? (
          <HolidayNotice sentence={product.sellerHoliday.sentence} className="flex-1" />
        ) : blockNotice ? (
          <p role="note" className="flex flex-1 items-start gap-2 rounded-xl bg-muted px-3 py-2.5 text-sm font-medium">
            <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {blockNotice}
          </p>
        ) : (
          // Waits for the session (never known in the page the server draws): signed out, it asks to sign in first.
          <Button size="lg" className="flex-1" disabled={isOwner || soldOut || session.isPending} onClick={order}>
            {isOwner ? null : <ShoppingBag aria-hidden="true" />}
            {isOwner
              ? productPageMessages.ownProduct
              : product.viewer.takedown
                ? 'Retirée de la boutique'
                : soldOut
                  ? productPageMessages.soldOut
                  : 'Commander'}
          </Button>
        )}
        <CopyLinkButton productId={product.id} variant="share" className="h-12" />
      </div>
      {lotAction}
    </div>
  );
}
