import type { ListingCondition } from '@shared/catalogue/product-options';
import type { ProductCard } from '@shared/catalogue/product.schemas';

/** Never worn is new to schema.org; worn, however well kept, is used (decision 057). */
const ITEM_CONDITION: Record<ListingCondition, string> = {
  new_sealed: 'https://schema.org/NewCondition',
  new_unworn: 'https://schema.org/NewCondition',
  worn_like_new: 'https://schema.org/UsedCondition',
  worn_good: 'https://schema.org/UsedCondition',
};

/** "129.90": schema.org wants a decimal with a dot, from the integer cents without a float. */
export const decimalPrice = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A product page's schema.org Product with its Offer, for search results (decision 053). The name
 * is the listing's title as the seller wrote it: no brand added. The rating is the seller's
 * (a listing is one item, sold once: its reviews are its seller's), left out until they have one.
 * The offer's itemCondition comes from the listing's 'État', left out while it is unknown.
 */
export function productJsonLd(product: ProductCard, pageUrl: string, sellerUrl: string, imageUrls: string[]) {
  const { average, count } = product.seller.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    ...(imageUrls.length ? { image: imageUrls } : {}),
    category: product.category,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: decimalPrice(product.priceCents),
      priceCurrency: 'EUR',
      ...(product.condition ? { itemCondition: ITEM_CONDITION[product.condition] } : {}),
      availability:
        product.isAvailable && product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: { '@type': 'Person', name: product.seller.displayName, url: sellerUrl },
    },
    ...(average !== null && count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
