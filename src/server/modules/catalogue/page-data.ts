import { SHOP_URL_KEYS, filtersFromSearchParams, productsApiPath, shopSearchParams } from '@shared/catalogue/shop-url';

const SHOP_PAGE = /^\/marketplace\/?$/;
const PRODUCT_PAGE = /^\/product\/([0-9a-f-]{36})\/?$/i;

/** The product a page shows, from its path: its id, or null on any other page. */
export function productPageId(pathname: string): string | null {
  return PRODUCT_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * The API answer a catalogue page draws its first screen from: the page's head preloads it, so
 * that it travels beside the app's scripts instead of after them (decision 033). The same URL
 * the app asks for, built by the same shared functions.
 */
export function catalogueDataUrl(pathname: string, search: URLSearchParams): string | null {
  // The home's 'Nouveautés' are the shop's first page, newest first.
  if (pathname === '/') return productsApiPath({ sort: 'recent' }, null);
  if (SHOP_PAGE.test(pathname)) return productsApiPath(filtersFromSearchParams(search), null);
  const id = productPageId(pathname);
  return id ? `/api/products/${id}` : null;
}

/**
 * The address a visitor's drawn page is kept under (decision 068), or null to draw it for its
 * request only. The shop's query is normalised as the app writes it (shopPath: a fixed order,
 * defaults left out), so that the views the app links to share one page. A parameter the page
 * does not read (a referral code, a campaign tag, a token) may be someone's own: not kept.
 */
export function cataloguePageCacheKey(pathname: string, search: URLSearchParams): string | null {
  const keys = [...search.keys()];
  if (SHOP_PAGE.test(pathname)) {
    const known = new Set<string>(SHOP_URL_KEYS);
    if (keys.some((key) => !known.has(key)) || new Set(keys).size !== keys.length) return null;
    return `${pathname}?${shopSearchParams(filtersFromSearchParams(search))}`;
  }
  return productPageId(pathname) && keys.length === 0 ? pathname : null;
}
