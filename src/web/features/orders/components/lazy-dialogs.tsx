import { lazy } from 'react';

// The orders' dialogs (forms, uploads, their schemas) download when one is opened, not with the
// list: a buyer reads her orders before she acts on one (issue 35). Rendered inside <Suspense>.
export const ConfirmActionDialog = lazy(() =>
  import('./confirm-action-dialog').then((m) => ({ default: m.ConfirmActionDialog })),
);
export const MarkSentDialog = lazy(() => import('./mark-sent-dialog').then((m) => ({ default: m.MarkSentDialog })));
export const PaymentProofDialog = lazy(() =>
  import('./payment-proof-dialog').then((m) => ({ default: m.PaymentProofDialog })),
);
export const PickupPointDialog = lazy(() =>
  import('./pickup-point-dialog').then((m) => ({ default: m.PickupPointDialog })),
);
export const ReturnRequestDialog = lazy(() =>
  import('./return-request-dialog').then((m) => ({ default: m.ReturnRequestDialog })),
);
export const SwitchToHomeDialog = lazy(() =>
  import('./switch-to-home-dialog').then((m) => ({ default: m.SwitchToHomeDialog })),
);
export const ReturnDisputeDialog = lazy(() =>
  import('./return-dispute-dialog').then((m) => ({ default: m.ReturnDisputeDialog })),
);
export const ReturnFormDialog = lazy(() =>
  import('./return-form-dialog').then((m) => ({ default: m.ReturnFormDialog })),
);
export const ReturnReceivedDialog = lazy(() =>
  import('./return-received-dialog').then((m) => ({ default: m.ReturnReceivedDialog })),
);
export const ReturnStepDialog = lazy(() =>
  import('./return-step-dialog').then((m) => ({ default: m.ReturnStepDialog })),
);
