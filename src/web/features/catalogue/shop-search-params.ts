import { PRICE_FILTER } from '@shared/catalogue/product-options';
// shop-url, not shop-link: the same rules without zod, which stays out of the shop's first download.
import { SHOP_URL_KEYS, type ShopFilters, readShopFilters, shopSearchParams } from '@shared/catalogue/shop-url';

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
] as const;

/** Reads the URL as the API does, leniently: a stale or hand-edited link still opens the shop. */
export function filtersFromSearchParams(params: URLSearchParams): ShopFilters {
  const raw: Record<string, string> = {};
  for (const key of SHOP_URL_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const filters = readShopFilters(raw);
  const { priceMin, priceMax } = filters;
  // A link with the bounds the wrong way round means the range between them.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    return { ...filters, priceMin: priceMax, priceMax: priceMin };
  }
  return filters;
}

/** The shortest URL for a view: defaults (recent first, 0-500 €) and empty values are left out. */
export function searchParamsFromFilters(filters: ShopFilters): URLSearchParams {
  return shopSearchParams(filters);
}

/** The API path for one page of a view. */
export function productsApiPath(filters: ShopFilters, cursor: string | null): string {
  const params = searchParamsFromFilters(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
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
