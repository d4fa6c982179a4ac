import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadPath, screenRoute } from './lazy-screen';

const Hello = () => <p>Bonjour</p>;

describe('lazyScreen', () => {
  it('draws a downloaded screen at once, without the fallback', async () => {
    const screen = lazyScreen(() => Promise.resolve(Hello));
    await screen.preload();
    expect(renderToString(<screen.Screen />)).toBe('<p>Bonjour</p>');
  });

  it('shows the fallback while the code downloads', () => {
    const screen = lazyScreen(() => new Promise(() => {}));
    const html = renderToString(
      <Suspense fallback={<span>Chargement…</span>}>
        <screen.Screen />
      </Suspense>,
    );
    expect(html).toContain('Chargement…');
    expect(html).not.toContain('Bonjour');
  });

  it('downloads once, and tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('Failed to fetch');
    await expect(screen.preload()).resolves.toBe(Hello);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPath', () => {
  const loads = { guard: vi.fn(), account: vi.fn(), shop: vi.fn(), notFound: vi.fn() };
  const route = (name: keyof typeof loads, props: Omit<RouteObject, 'element' | 'handle'>) =>
    screenRoute(
      lazyScreen(() => {
        loads[name]();
        return Promise.resolve(Hello);
      }),
      props,
    );
  const routes: RouteObject[] = [
    { path: '/', children: [route('shop', { path: 'marketplace' }), route('notFound', { path: '*' })] },
    route('guard', { children: [route('account', { path: 'orders' })] }),
  ];

  it('downloads the screen a path draws, and the guard around it, and nothing else', async () => {
    await preloadPath(routes, '/orders');
    expect(loads.guard).toHaveBeenCalledOnce();
    expect(loads.account).toHaveBeenCalledOnce();
    expect(loads.shop).not.toHaveBeenCalled();
    expect(loads.notFound).not.toHaveBeenCalled();

    await preloadPath(routes, '/nulle-part');
    expect(loads.notFound).toHaveBeenCalledOnce();
  });
});
