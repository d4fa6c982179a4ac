import { PAGE_ROUTES, type PageRoute } from '@shared/pages/page-routes';

/** The screens search engines may read: the shop, its products and sellers, and the pages about the service. */
export const OPEN_TO_SEARCH_ENGINES: readonly PageRoute[] = [
  '/',
  '/auth',
  '/marketplace',
  '/product/:id',
  '/seller/:id',
  '/seller/:sellerId/reviews',
  '/install',
  '/terms',
  '/privacy',
  '/comment-fonctionne-boucles',
];

// A screen's address up to its first parameter: '/edit-product/:id' is closed as '/edit-product/'.
const prefix = (route: string) => route.split(/:[^/]+/)[0] ?? route;

/**
 * robots.txt (decision 053): every other screen closed (account, admin, checkout, orders,
 * messages, settings…) and the API, from the app's list of screens, so that a new screen is
 * closed until someone opens it here; then where the sitemap is.
 */
export function robotsTxt(siteUrl: string): string {
  const closed = PAGE_ROUTES.filter((route) => !OPEN_TO_SEARCH_ENGINES.includes(route)).map(prefix);
  // '/orders' closes '/orders/:id/receipt' already.
  const rules = ['/api/', ...closed].filter(
    (path, index, all) =>
      !all.some((other, at) => at !== index && other !== path && path.startsWith(other.replace(/\/?$/, '/'))),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(rules)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
