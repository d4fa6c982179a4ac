import { formatEuros } from '../money';
import { formatReceiptDay } from '../orders/receipt-lines';
import { type PayoutMethod, payoutMethodLabels } from '../profile/payout-methods';

export type RefundTo = { method: PayoutMethod; holder: string | null; account: string };
export type RefundDone = { amountCents: number; method: PayoutMethod; reference: string; at: string };

/** "Virement bancaire (IBAN) · FR76… · Awa Diallo": where the buyer asked to be refunded. */
export function refundToText(refundTo: RefundTo): string {
  return [payoutMethodLabels[refundTo.method], refundTo.account, refundTo.holder].filter(Boolean).join(' · ');
}

/**
 * What the buyer is told once the platform paid them back from escrow (decision 041): how much,
 * how and when, with the reference to find it on their statement.
 */
export function refundDoneText(refund: RefundDone): string {
  return (
    `${formatEuros(refund.amountCents)} remboursés par ${payoutMethodLabels[refund.method]} ` +
    `le ${formatReceiptDay(refund.at)} (référence : ${refund.reference})`
  );
}
