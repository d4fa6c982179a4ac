import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** A menu item goes away with its menu: the control to come back to is the menu's button. */
function lastingControl(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? element;
}

/**
 * Radix gives focus back to a `Dialog.Trigger` on close; a dialog opened from component state
 * (a menu item, a button that sets state) has none, and focus fell to the page body, so the
 * next Tab restarted at the skip link (WCAG 2.4.3). This remembers the control that had focus
 * when the dialog opened and returns to it; when the action removed that control, focus goes
 * to the main content, where reading goes on, unless the page already put it somewhere. A
 * caller's own handler that prevents the default (it moves focus itself) is left to do so.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? lastingControl(active) : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (opener.current?.isConnected) {
        opener.current.focus();
        return;
      }
      // The page may have placed focus itself already (a heading after a deletion): keep it.
      if (document.activeElement && document.activeElement !== document.body) return;
      document.getElementById('contenu')?.focus({ preventScroll: true });
    },
  };
}
