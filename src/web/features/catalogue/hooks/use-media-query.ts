import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when the window is resized or rotated. A page the
 * server drew assumed a phone (false), as does the browser's first pass over it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
