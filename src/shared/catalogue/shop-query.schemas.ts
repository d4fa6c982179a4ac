import { z } from 'zod';
import { text } from '../text';
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

export const SHOP_PAGE_SIZE = 24;
/** The shop counts matches up to here, then shows "1 000+ produits". */
export const SHOP_COUNT_CAP = 1000;
const LENGTH_VALUES = LENGTH_RANGES.map((range) => range.value) as [string, ...string[]];

// Query strings are text: unknown or malformed values are dropped rather than refused,
// so an old shared link still opens the shop.
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const euros = lenient(z.coerce.number().int().min(PRICE_FILTER.min).max(PRICE_FILTER.max));

/** The shop's filters, sort, search and page, as they appear in the URL and the API query. */
export const shopQuerySchema = z.object({
  q: lenient(text().trim().min(1).max(100)),
  category: lenient(z.enum(CATEGORIES)),
  hairType: lenient(z.enum(HAIR_TYPES)),
  color: lenient(z.enum(COLORS)),
  length: lenient(z.enum(LENGTH_VALUES)),
  priceMin: euros,
  priceMax: euros,
  texture: lenient(z.enum(TEXTURES)),
  lace: lenient(z.enum(LACES)),
  capSize: lenient(z.enum(CAP_SIZES)),
  hairQuality: lenient(z.enum(HAIR_QUALITIES)),
  origin: lenient(z.enum(ORIGINS)),
  density: lenient(z.coerce.number().int().min(50).max(400)),
  condition: lenient(z.enum(LISTING_CONDITIONS)),
  laceColour: lenient(z.enum(LACE_COLOURS)),
  curlPattern: lenient(z.enum(CURL_PATTERNS)),
  attachment: lenient(z.enum(ATTACHMENTS)),
  sort: z.enum(SORTS).catch('recent').default('recent'),
  cursor: lenient(text().max(200)),
  limit: z.coerce.number().int().min(1).max(48).catch(SHOP_PAGE_SIZE).default(SHOP_PAGE_SIZE),
});
export type ShopQuery = z.output<typeof shopQuerySchema>;

export function lengthRange(value: string | undefined) {
  return LENGTH_RANGES.find((range) => range.value === value);
}
