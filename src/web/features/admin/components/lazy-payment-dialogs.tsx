import { lazy } from 'react';
import { lazyDialogFrame } from '@web/components/lazy-dialog-frame';

const dialogs = () => import('./payment-dialogs');
export const ConfirmPaymentDialog = lazy(() => dialogs().then((m) => ({ default: m.ConfirmPaymentDialog })));
export const RejectPaymentDialog = lazy(() => dialogs().then((m) => ({ default: m.RejectPaymentDialog })));
const AlertDialogRoot = lazy(() => dialogs().then((m) => ({ default: m.AlertDialog })));
const DialogRoot = lazy(() => dialogs().then((m) => ({ default: m.Dialog })));

/** For a question that moves money: 'Annuler' is focused first. */
export const LazyAlertDialog = lazyDialogFrame(AlertDialogRoot);
export const LazyDialog = lazyDialogFrame(DialogRoot);
