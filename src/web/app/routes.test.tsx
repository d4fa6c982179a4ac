import type { RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/pages/page-routes';
import { appRoutes } from './routes';

function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : null;
    const children = paths(route.children ?? [], route.path ? `${parent}/${route.path}` : parent);
    return own && !own.endsWith('*') ? [own, ...children] : children;
  });
}

it("declares the screens the server knows, so that only unknown addresses answer 404", () => {
  expect(paths(appRoutes).sort()).toEqual([...PAGE_ROUTES].sort());
});
