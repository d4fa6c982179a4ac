import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` once calls stop for `delay` ms (typing, holding an arrow key);
 * `flush` runs a pending call now (Enter in the search box). Nothing runs after unmount.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(value), delay);
    },
    [delay],
  );
  const flush = useCallback((value: T) => {
    clearTimeout(timer.current);
    latest.current(value);
  }, []);
  return { schedule, flush };
}
