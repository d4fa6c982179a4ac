import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { blockMessages } from '@shared/moderation/block-messages';
import { orderMessages } from '@shared/orders/order-messages';
import { isNotFound, isProductId } from '../api/get-checkout-product';

/**
 * Sends the buyer back to the shop with the spec's message when there is nothing
 * to buy here: no or unknown product, the buyer's own product (spec §5, §8), or a seller
 * either of them blocked.
 */
export function useCheckoutGuard(productId: string, product: ProductDetail | undefined, error: unknown): void {
  const navigate = useNavigate();
  const message =
    !isProductId(productId) || isNotFound(error)
      ? productPageMessages.notFound
      : product?.viewer.isOwner
        ? orderMessages.ownProduct
        : product?.viewer.hasBlockedSeller || product?.viewer.blockedBySeller
          ? blockMessages.orderRefused
          : null;

  useEffect(() => {
    if (message === null) return;
    // The id stops a second toast when React runs the effect twice in development.
    toast.error(message, { id: `checkout:${message}` });
    void navigate('/marketplace', { replace: true });
  }, [message, navigate]);
}
