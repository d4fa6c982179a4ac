import { PRICE_FILTER } from '@shared/catalogue/product-options';
// shop-url, not shop-link: the same rules without zod, which stays out of the shop's first download.
import { type ShopFilters, shopSearchParams } from '@shared/catalogue/shop-url';

// The URL rules live in shared: saved searches and their alerts link to the shop the same way.
export type { ShopFilters };

/** The filters a shopper opens in the panel (search and sort have their own controls). */
const PANEL_KEYS = [
  'category',
  'hairType',
  'color',
  'length',
  'texture',
  'lace',
  'capSize',
  'hairQuality',
  'origin',
  'density',
  'condition',
  'laceColour',
  'curlPattern',
  'attachment',
] as const;

/** The shortest URL for a view: defaults (recent first, 0-500 €) and empty values are left out. */
export function searchParamsFromFilters(filters: ShopFilters): URLSearchParams {
  return shopSearchParams(filters);
}

/** How many panel filters are set, for the badge on the 'Filtres' button; the price range counts once. */
export function countPanelFilters(filters: ShopFilters): number {
  const set = PANEL_KEYS.filter((key) => filters[key] !== undefined).length;
  const priced =
    (filters.priceMin ?? PRICE_FILTER.min) > PRICE_FILTER.min ||
    (filters.priceMax ?? PRICE_FILTER.max) < PRICE_FILTER.max;
  return set + (priced ? 1 : 0);
}

/** Clears the panel's filters and keeps what the shopper typed and the chosen order. */
export function withoutPanelFilters(filters: ShopFilters): ShopFilters {
  return { q: filters.q, sort: filters.sort };
}
