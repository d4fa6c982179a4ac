import type { RouteObject } from 'react-router';
import { preloadPath } from './lazy-screen';

/**
 * Fetches a screen's code as soon as a link to it is pointed at, touched or focused, so that
 * the tap that follows (100–300 ms later on a phone) finds it downloaded. One listener for the
 * whole document: every <Link> and <NavLink> benefits without knowing about it.
 */
export function preloadOnIntent(routes: RouteObject[]): void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (done.has(link.pathname)) return;
    done.add(link.pathname);
    preloadPath(routes, link.pathname).catch(() => done.delete(link.pathname));
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
