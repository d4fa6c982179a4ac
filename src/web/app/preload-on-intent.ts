import { matchRoutes } from 'react-router';
import type { AppRouter } from './router';

/**
 * Fetches a screen's code as soon as a link to it is pointed at, touched or focused, so that
 * the tap that follows (100–300 ms later on a phone) finds it downloaded. One listener for the
 * whole document: every <Link> and <NavLink> benefits without knowing about it.
 */
export function preloadOnIntent(router: AppRouter): void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (done.has(link.pathname)) return;
    done.add(link.pathname);
    for (const { route } of matchRoutes(router.routes, link.pathname) ?? []) {
      // The router drops `lazy` once it has loaded a route; the import is cached either way.
      if (typeof route.lazy === 'function') void route.lazy().catch(() => done.delete(link.pathname));
    }
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
