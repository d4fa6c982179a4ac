import { lazy, type ReactNode, Suspense } from 'react';

const dialogs = () => import('./payment-dialogs');
export const ConfirmPaymentDialog = lazy(() => dialogs().then((m) => ({ default: m.ConfirmPaymentDialog })));
export const RejectPaymentDialog = lazy(() => dialogs().then((m) => ({ default: m.RejectPaymentDialog })));
const AlertDialogRoot = lazy(() => dialogs().then((m) => ({ default: m.AlertDialog })));
const DialogRoot = lazy(() => dialogs().then((m) => ({ default: m.Dialog })));

type LazyFrameProps = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * A dialog's frame (focus trap, scroll lock), downloaded when it first opens; nothing is drawn
 * while closed. Closing unmounts it, and focus goes back where it was.
 */
function lazyFrame(Root: typeof DialogRoot) {
  return function LazyFrame({ open, onOpenChange, children }: LazyFrameProps) {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Root open onOpenChange={onOpenChange}>
          {children}
        </Root>
      </Suspense>
    );
  };
}

/** For a question that moves money: 'Annuler' is focused first. */
export const LazyAlertDialog = lazyFrame(AlertDialogRoot);
export const LazyDialog = lazyFrame(DialogRoot);
