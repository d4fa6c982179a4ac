// The payments tab's dialogs in one download (lazy-payment-dialogs.tsx): the rejection's form and
// its schema, the confirmation and their frames come when the admin first decides, not with the
// dashboard's first screen (issue 35).
export { ConfirmPaymentDialog } from './confirm-payment-dialog';
export { RejectPaymentDialog } from './reject-payment-dialog';
export { AlertDialog } from '@web/components/ui/alert-dialog';
export { Dialog } from '@web/components/ui/dialog';
