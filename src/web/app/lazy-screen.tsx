import { type ComponentType, type FulfilledReactPromise, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A screen whose code downloads on demand, and which can be fetched ahead of the tap. */
export type LazyScreen = { preload: () => Promise<ComponentType>; Screen: ComponentType };

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    if (pending) return pending;
    const download = load().then(
      (component) => {
        // The fields React's `use` reads to take a settled promise's value without suspending.
        const settled: Pick<FulfilledReactPromise<ComponentType>, 'status' | 'value'> = {
          status: 'fulfilled',
          value: component,
        };
        Object.assign(download, settled);
        return component;
      },
      (error: unknown) => {
        // A failed download (offline, a new version deployed) is tried again next time.
        pending = undefined;
        throw error;
      },
    );
    return (pending = download);
  };
  function Screen() {
    // Once downloaded (main.tsx waits for the first screen's) it draws at once, without a fallback frame.
    const Component = use(preload());
    return <Component />;
  }
  return { preload, Screen };
}

/** Routes carry their lazy screen in `handle`, so that a path's code can be fetched by its URL. */
export function screenRoute(screen: LazyScreen, route: Omit<RouteObject, 'element' | 'handle'> = {}): RouteObject {
  return { ...route, element: <screen.Screen />, handle: screen } as RouteObject;
}

/** Downloads the code of every screen a path draws (its guards and layouts too). */
export function preloadPath(routes: RouteObject[], pathname: string): Promise<unknown> {
  const screens = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    (route.handle as LazyScreen | undefined)?.preload(),
  );
  return Promise.all(screens);
}
