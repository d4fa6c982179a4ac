import { shopQuerySchema } from './shop-query.schemas';

// The address itself is built and read in shop-url.ts, without zod (the shop's first screen
// uses it); re-exported so that saved searches and their alerts keep importing it from here.
export { SHOP_URL_KEYS, type ShopFilters, shopPath, shopSearchParams } from './shop-url';

/** The shop's filters as the URL and the API read them (lenient: unknown values are dropped). */
export const shopFiltersSchema = shopQuerySchema.omit({ cursor: true, limit: true });
