import { useSyncExternalStore } from 'react';

/** How long the page stays still after its load before the rest comes: its pictures arrive then. */
export const STILL_AFTER_LOAD_MS = 1_000;
/** At most this long after the app starts, even if the page never finishes loading. */
export const SETTLE_AT_LATEST_MS = 5_000;
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let settled = false;
let watching = false;
let firstUseAim: string | null = null;
const listeners = new Set<() => void>();

/** Settles the page at once: something is to be shown (a message saved before a reload). */
export function settle() {
  if (settled) return;
  settled = true;
  listeners.forEach((listener) => listener());
}

/**
 * The first use settles the page, and the page then draws what was waiting: the element used
 * is replaced before its click can arrive. A placeholder says what it stands for
 * (`data-settle-aim`), so that the control drawn there can open as if it had been tapped.
 */
function settleOnFirstUse(event: Event) {
  if (settled) return;
  // The window itself for a scroll: only an element has `closest`.
  const target = event.target as Partial<Pick<Element, 'closest'>> | null;
  firstUseAim = target?.closest?.('[data-settle-aim]')?.getAttribute('data-settle-aim') ?? null;
  settle();
}

/** What the use that settled the page was aimed at (its `data-settle-aim`), if anything. */
export const pageSettledAim = () => firstUseAim;

function watch() {
  if (watching) return;
  watching = true;
  const afterLoad = () => setTimeout(settle, STILL_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  for (const event of FIRST_USE)
    window.addEventListener(event, settleOnFirstUse, { once: true, passive: true, capture: true });
  setTimeout(settle, SETTLE_AT_LATEST_MS);
}

/** Calls `listener` once the page settles; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => listeners.delete(listener);
}

export const isPageSettled = () => settled;

/**
 * Whether the page has loaded and been still a moment (the first screen's data and pictures
 * come then: the app draws them after the load event) or the visitor has begun to use it. What no first screen needs waits for it — the toaster, the service worker, the
 * favourite hearts — so that it does not compete with the first screen for a slow phone's
 * network and processor. False while the server draws a page, and so while the browser adopts it.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, isPageSettled, () => false);
}
