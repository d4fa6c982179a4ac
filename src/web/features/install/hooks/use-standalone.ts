import { useSyncExternalStore } from 'react';

const query = '(display-mode: standalone)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

function isStandalone(): boolean {
  // iOS Safari does not support the display-mode query; it exposes navigator.standalone.
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return window.matchMedia(query).matches || iosStandalone;
}

/** True when the app runs installed (home-screen icon), where installing makes no sense. */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
