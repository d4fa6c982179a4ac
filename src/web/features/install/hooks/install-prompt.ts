import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setPrompt(next: BeforeInstallPromptEvent | null): void {
  deferredPrompt = next;
  for (const listener of listeners) listener();
}

/**
 * Must run at start-up: the browser fires `beforeinstallprompt` once, early,
 * often before the home page has rendered.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar from showing; our button offers it instead.
    event.preventDefault();
    setPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setPrompt(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt() {
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );

  /** Shows the browser's install dialog; false when there is none to show. */
  async function promptInstall(): Promise<boolean> {
    if (!prompt) return false;
    // A captured prompt can be used only once.
    setPrompt(null);
    await prompt.prompt();
    await prompt.userChoice;
    return true;
  }

  return { canPrompt: prompt !== null, promptInstall };
}
