// The orders' dialogs in one download (lazy-dialogs.tsx): whichever opens first brings the others,
// one round trip, and one chunk name fewer per dialog in the entry's map of chunks.
export { ConfirmActionDialog } from './confirm-action-dialog';
export { MarkSentDialog } from './mark-sent-dialog';
export { PaymentProofDialog } from './payment-proof-dialog';
export { PickupPointDialog } from './pickup-point-dialog';
export { ReturnRequestDialog } from './return-request-dialog';
export { SwitchToHomeDialog } from './switch-to-home-dialog';
export { ReturnDisputeDialog } from './return-dispute-dialog';
export { ReturnRefusalDialog, ReturnShippedBackDialog } from './return-answer-dialogs';
export { ReturnApproveDialog } from './return-approve-dialog';
export { ReturnReceivedDialog } from './return-received-dialog';
export { ReturnStepDialog } from './return-step-dialog';
export { Dialog } from '@web/components/ui/dialog';
