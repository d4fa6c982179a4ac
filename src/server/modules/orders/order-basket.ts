import type { SellerStatus } from '@shared/trust/seller-status';
import type { BuyerPrice } from '../offers/buyer-price';

/** One listing of a checkout, at what this buyer pays for it before any bundle discount. */
export type BasketLine = { productId: string; title: string; price: BuyerPrice };

/**
 * What a checkout orders: one listing, or a lot (decision 065) of one seller's listings with the
 * bundle discount's percent it reaches. Ordering a lot closes it.
 */
export type Basket = {
  sellerId: string;
  sellerStatus: SellerStatus;
  lines: BasketLine[];
  percent: number;
  lotId: string | null;
};
