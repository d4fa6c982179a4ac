/**
 * Every screen of the app, by path pattern, as src/web/app/routes.tsx declares them (its test keeps
 * the two equal). The server answers any other page address with 404, so that a search engine
 * never indexes the app's 'Page introuvable' as a page.
 */
export const PAGE_ROUTES = [
  '/',
  '/auth',
  '/reinitialiser-mot-de-passe',
  '/marketplace',
  '/product/:id',
  '/seller/:id',
  '/seller/:sellerId/reviews',
  '/install',
  '/terms',
  '/privacy',
  '/comment-fonctionne-boucles',
  '/signaler',
  '/decisions/:id',
  '/checkout',
  '/add-product',
  '/edit-product/:id',
  '/favorites',
  '/my-products',
  '/lots',
  '/lots/:sellerId',
  '/orders',
  '/orders/:id/receipt',
  '/earnings',
  '/earnings/tax-statement/:year',
  '/review/:orderId',
  '/profile',
  '/settings',
  '/decisions',
  '/messages',
  '/messages/new',
  '/messages/:id',
  '/admin',
  '/admin/messages',
  '/test-runner',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

export type PageMatch = { route: PageRoute; params: Record<string, string> };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

// As React Router matches: case-insensitive, a trailing slash allowed, a ':param' any one segment.
function matchOne(route: PageRoute, segments: string[]): PageMatch | null {
  const parts = route.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = decode(segments[index] ?? '');
    if (segment === null || segment === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { route, params };
}

// Static patterns first, as React Router ranks them ('/messages/new' before '/messages/:id').
const RANKED = [...PAGE_ROUTES].sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));

/** The screen a page address draws, with its parameters; null when the app has none (its 404). */
export function matchPageRoute(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // An empty segment ('//'): no screen has one.
  if (path.includes('//')) return null;
  const segments = path.split('/').filter(Boolean);
  for (const route of RANKED) {
    const match = matchOne(route, segments);
    if (match) return match;
  }
  return null;
}
