import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageSettledModule from './page-settled';

type PageSettled = typeof PageSettledModule;

// A fresh module (its state is the page's) in a page that is still loading.
async function loadingPage(
  readyState: DocumentReadyState = 'loading',
): Promise<{ module: PageSettled; window: EventTarget }> {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { readyState });
  vi.resetModules();
  return { module: await import('./page-settled'), window };
}

describe('the page settles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a moment after its load, not before', async () => {
    const { module, window } = await loadingPage();
    const listener = vi.fn();
    module.subscribe(listener);
    vi.advanceTimersByTime(module.STILL_AFTER_LOAD_MS);
    expect(module.isPageSettled()).toBe(false);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(module.STILL_AFTER_LOAD_MS - 1);
    expect(module.isPageSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(module.isPageSettled()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('when already loaded, a moment after the first one asks', async () => {
    const { module } = await loadingPage('complete');
    module.subscribe(() => {});
    vi.advanceTimersByTime(module.STILL_AFTER_LOAD_MS - 1);
    expect(module.isPageSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(module.isPageSettled()).toBe(true);
  });

  it('at once when the visitor begins to use it: a tap, a key, a scroll', async () => {
    for (const event of ['pointerdown', 'keydown', 'touchstart', 'scroll']) {
      const { module, window } = await loadingPage();
      module.subscribe(() => {});
      window.dispatchEvent(new Event(event));
      expect(module.isPageSettled(), event).toBe(true);
    }
  });

  it('keeps what the settling tap was aimed at, and nothing for a scroll of the page', async () => {
    const { module, window } = await loadingPage();
    module.subscribe(() => {});
    // The tapped placeholder stands in for the event's target.
    const place = { getAttribute: (name: string) => (name === 'data-settle-aim' ? 'bell' : null) };
    Object.assign(window, { closest: (selector: string) => (selector === '[data-settle-aim]' ? place : null) });
    window.dispatchEvent(new Event('pointerdown'));
    expect(module.pageSettledAim()).toBe('bell');

    const scrolled = await loadingPage();
    scrolled.module.subscribe(() => {});
    scrolled.window.dispatchEvent(new Event('scroll'));
    expect([scrolled.module.isPageSettled(), scrolled.module.pageSettledAim()]).toEqual([true, null]);
  });

  it('at the latest a few seconds after the app starts, if the page never finishes loading', async () => {
    const { module } = await loadingPage();
    module.subscribe(() => {});
    vi.advanceTimersByTime(module.SETTLE_AT_LATEST_MS - 1);
    expect(module.isPageSettled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(module.isPageSettled()).toBe(true);
  });

  it('at once when something is to be shown, and tells each listener once', async () => {
    const { module } = await loadingPage();
    const listener = vi.fn();
    module.subscribe(listener);
    module.settle();
    module.settle();
    expect(module.isPageSettled()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });
});
