import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';

/**
 * A toast from a screen that is a first download (the shop, a signed-in screen): sonner is fetched when something
 * is to be shown, not with the screen. Screens loaded later import `toast` from sonner directly.
 */
export function lazyToast(kind: Kind, message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}
