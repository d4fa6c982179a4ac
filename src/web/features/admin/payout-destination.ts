import type { PayoutMethod, SellerBalance } from '@shared/orders/payout.schemas';

type Details = SellerBalance['payoutDetails'];
export type PayoutDestination = { method: PayoutMethod; lines: { label: string; value: string }[] };

// Read aloud or typed into a bank's form, an IBAN goes by groups of four, as printed on a RIB.
const grouped = (iban: string | null) => iban && iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

const fieldsOf: Record<PayoutMethod, (details: Details) => [string, string | null][]> = {
  paypal: (d) => [['E-mail PayPal', d.paypalEmail]],
  iban: (d) => [
    ['Titulaire', d.ibanHolderName],
    ['IBAN', grouped(d.ibanNumber)],
  ],
  mobile_money: (d) => [
    ['Nom', d.mobileMoneyName],
    ['Numéro', d.mobileMoneyNumber],
  ],
};

/**
 * Where to send a seller's money, from the details of the method they chose; null when
 * they chose none or left its fields empty, as no payout can then be made.
 */
export function payoutDestination({ payoutDetails }: SellerBalance): PayoutDestination | null {
  const { method } = payoutDetails;
  if (!method) return null;
  const lines: PayoutDestination['lines'] = [];
  for (const [label, value] of fieldsOf[method](payoutDetails)) {
    if (!value?.trim()) return null;
    lines.push({ label, value });
  }
  return { method, lines };
}
