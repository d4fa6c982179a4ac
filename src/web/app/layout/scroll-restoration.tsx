import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'boucles:scroll';

function savedPositions(): [string, number][] {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>);
  } catch {
    return [];
  }
}

/** Where each history entry was left, by the entry's key. */
const positions = new Map(savedPositions());
let shownKey = '';

/**
 * Back and forward return to where the reader was; a new page opens at its top, or at the
 * element its #hash names. Positions survive a reload of the tab (sessionStorage).
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Kept as the reader scrolls: by the time the next page draws, this one is gone.
    const onScroll = () => positions.set(shownKey, window.scrollY);
    const remember = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', remember);
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    // Not on the page's first load: a reader may already have scrolled the home page the
    // HTML drew before the scripts arrived.
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
