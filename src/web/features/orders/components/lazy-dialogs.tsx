import { lazy, type ReactNode } from 'react';
import { lazyDialogFrame } from '@web/components/lazy-dialog-frame';

// The orders' dialogs (forms, uploads, their schemas) download when one is opened, not with the
// list: a buyer reads her orders before she acts on one (issue 35). Rendered inside <Suspense>.
const dialogs = () => import('./order-dialogs');
export const ConfirmActionDialog = lazy(() => dialogs().then((m) => ({ default: m.ConfirmActionDialog })));
export const MarkSentDialog = lazy(() => dialogs().then((m) => ({ default: m.MarkSentDialog })));
export const PaymentProofDialog = lazy(() => dialogs().then((m) => ({ default: m.PaymentProofDialog })));
export const PickupPointDialog = lazy(() => dialogs().then((m) => ({ default: m.PickupPointDialog })));
export const ReturnRequestDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnRequestDialog })));
export const SwitchToHomeDialog = lazy(() => dialogs().then((m) => ({ default: m.SwitchToHomeDialog })));
export const ReturnDisputeDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnDisputeDialog })));
export const ReturnRefusalDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnRefusalDialog })));
export const ReturnShippedBackDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnShippedBackDialog })));
export const ReturnApproveDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnApproveDialog })));
export const ReturnReceivedDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnReceivedDialog })));
export const ReturnStepDialog = lazy(() => dialogs().then((m) => ({ default: m.ReturnStepDialog })));

const DialogRoot = lazy(() => dialogs().then((m) => ({ default: m.Dialog })));

const Frame = lazyDialogFrame(DialogRoot);

/** The orders' dialogs close through `onClose`; the frame is downloaded with the first one opened. */
export function LazyDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Frame open={open} onOpenChange={(next) => !next && onClose()}>
      {children}
    </Frame>
  );
}
