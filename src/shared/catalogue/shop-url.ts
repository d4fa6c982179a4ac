import {
  ATTACHMENTS,
  CAP_SIZES,
  CURL_PATTERNS,
  LACE_COLOURS,
  LISTING_CONDITIONS,
  CATEGORIES,
  COLORS,
  HAIR_QUALITIES,
  HAIR_TYPES,
  LACES,
  LENGTH_RANGES,
  ORIGINS,
  PRICE_FILTER,
  SORTS,
  TEXTURES,
} from './product-options';
import type { ShopQuery } from './shop-query.schemas';
import { isValidText } from '../valid-text';

// The shop's address without zod: the shop's first screen reads and writes it, and zod would
// double what a phone downloads before the first products show. shop-url.test.ts checks that
// `readShopFilters` answers exactly what the API's own schema (shopFiltersSchema) does.

/** What a view of the shop is: the API query minus the page ("Voir plus" handles it). */
export type ShopFilters = Omit<ShopQuery, 'cursor' | 'limit'>;

// A fixed order gives one URL (and one cache key) per view, whatever order the filters were chosen in.
export const SHOP_URL_KEYS = [
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
  'condition',
  'laceColour',
  'curlPattern',
  'attachment',
  'sort',
] as const satisfies readonly (keyof ShopFilters)[];

const DEFAULT_SORT: ShopFilters['sort'] = 'recent';

/** The shortest URL query for a view: defaults (recent first, 0-500 €) and empty values are left out. */
export function shopSearchParams(filters: Partial<ShopFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SHOP_URL_KEYS) {
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

/** The shop's address for a view, e.g. `/marketplace?q=lace&category=Perruques`. */
export function shopPath(filters: Partial<ShopFilters>): string {
  const query = shopSearchParams(filters).toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** As `z.coerce.number().int().min(min).max(max)`, dropping what it would refuse. */
function integerIn(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isValidText(value)) return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= 100 ? trimmed : undefined;
}

/** The filters a link asks for (lenient: unknown or malformed values are dropped, as the API does). */
export function readShopFilters(raw: Record<string, unknown>): ShopFilters {
  const filters: ShopFilters = {
    q: searchText(raw.q),
    category: oneOf(CATEGORIES, raw.category),
    hairType: oneOf(HAIR_TYPES, raw.hairType),
    color: oneOf(COLORS, raw.color),
    length: oneOf(
      LENGTH_RANGES.map((range) => range.value),
      raw.length,
    ),
    priceMin: integerIn(raw.priceMin, PRICE_FILTER.min, PRICE_FILTER.max),
    priceMax: integerIn(raw.priceMax, PRICE_FILTER.min, PRICE_FILTER.max),
    texture: oneOf(TEXTURES, raw.texture),
    lace: oneOf(LACES, raw.lace),
    capSize: oneOf(CAP_SIZES, raw.capSize),
    hairQuality: oneOf(HAIR_QUALITIES, raw.hairQuality),
    origin: oneOf(ORIGINS, raw.origin),
    density: integerIn(raw.density, 50, 400),
    condition: oneOf(LISTING_CONDITIONS, raw.condition),
    laceColour: oneOf(LACE_COLOURS, raw.laceColour),
    curlPattern: oneOf(CURL_PATTERNS, raw.curlPattern),
    attachment: oneOf(ATTACHMENTS, raw.attachment),
    sort: oneOf(SORTS, raw.sort) ?? DEFAULT_SORT,
  };
  // zod leaves absent keys out rather than undefined: the same object shape, so the same cache key.
  for (const key of SHOP_URL_KEYS) if (filters[key] === undefined) delete filters[key];
  return filters;
}

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

/** The API path for one page of a view (the server preloads the first from the shop page's head). */
export function productsApiPath(filters: ShopFilters, cursor: string | null): string {
  const params = shopSearchParams(filters);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/api/products?${query}` : '/api/products';
}
