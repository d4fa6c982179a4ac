import type { PaymentMethod } from './payment-methods';
import type { PaymentReceivingDetails } from './order-view.schemas';

export type ReceivingDetailRow = { label: string; value: string };

/** The platform's account for one payment mode, line by line (payment dialog and e-mail); null when not configured. */
export function receivingDetailRows(
  method: PaymentMethod,
  details: PaymentReceivingDetails,
): ReceivingDetailRow[] | null {
  if (method === 'bank_transfer') {
    const bank = details.bank_transfer;
    if (!bank) return null;
    const rows = [
      { label: 'Titulaire', value: bank.holder },
      { label: 'IBAN', value: bank.iban },
    ];
    return bank.bic ? [...rows, { label: 'BIC', value: bank.bic }] : rows;
  }
  if (method === 'paypal') return details.paypal ? [{ label: 'E-mail PayPal', value: details.paypal.email }] : null;
  const mobile = details.mtn_mobile;
  return mobile
    ? [
        { label: 'Nom', value: mobile.name },
        { label: 'Numéro MTN Mobile Money', value: mobile.number },
      ]
    : null;
}
