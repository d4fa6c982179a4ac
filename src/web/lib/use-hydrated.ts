import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while React adopts a page the server drew (decision 037), true once
 * the app runs. A control that needs the app stays disabled until then rather than ignore a tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
