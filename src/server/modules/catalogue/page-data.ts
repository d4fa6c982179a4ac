import { filtersFromSearchParams, productsApiPath } from '@shared/catalogue/shop-url';

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
  if (/^\/marketplace\/?$/.test(pathname)) return productsApiPath(filtersFromSearchParams(search), null);
  const id = productPageId(pathname);
  return id ? `/api/products/${id}` : null;
}
