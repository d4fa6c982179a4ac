import { settle } from './page-settled';

const KEY = 'boucles:flash-toast';

/** Keeps a success message across a full page reload (sign-out reloads the page). */
export function toastAfterReload(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage can be disabled (private mode); the message is then simply lost.
  }
}

/** Shows, once, a message saved before the last reload. */
export function showPendingFlashToast(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!message) return;
  // The toaster mounts at once rather than once the page has loaded; sonner, imported only when
  // there is something to show, stays out of the first download.
  settle();
  void import('sonner').then(({ toast }) => toast.success(message));
}
