import { PRICE_FILTER } from '@shared/catalogue/product-options';
import { type ShopQuery, shopQuerySchema } from '@shared/catalogue/shop-query.schemas';

/** What the shop screen controls: the API query minus the page, which "Voir plus" handles. */
export type ShopFilters = Omit<ShopQuery, 'cursor' | 'limit'>;

const filtersSchema = shopQuerySchema.omit({ cursor: true, limit: true });

// A fixed order gives one URL (and one cache key) per view, whatever order the filters were chosen in.
const URL_KEYS = [
  'q',
  'category',
  'hairType',
  'color',
  'length',
  'priceMin',
  'priceMax',
  'texture',
  'lace',
  'capSize',
  'hairQuality',
  'origin',
  'density',
  'sort',
] as const satisfies readonly (keyof ShopFilters)[];

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

const DEFAULT_SORT: ShopFilters['sort'] = 'recent';

/** Reads the URL with the API's own lenient schema: a stale or hand-edited link still opens the shop. */
export function filtersFromSearchParams(params: URLSearchParams): ShopFilters {
  const raw: Record<string, string> = {};
  for (const key of URL_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const filters = filtersSchema.parse(raw);
  const { priceMin, priceMax } = filters;
  // A link with the bounds the wrong way round means the range between them.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    return { ...filters, priceMin: priceMax, priceMax: priceMin };
  }
  return filters;
}

/** The shortest URL for a view: defaults (recent first, 0-500 €) and empty values are left out. */
export function searchParamsFromFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'q' && String(value).trim() === '') continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    if (key === 'priceMin' && value === PRICE_FILTER.min) continue;
    if (key === 'priceMax' && value === PRICE_FILTER.max) continue;
    params.set(key, key === 'q' ? String(value).trim() : String(value));
  }
  return params;
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
