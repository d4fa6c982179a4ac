// How a seller is paid or a buyer refunded, without zod: the orders' first screen names them
// (a return's refund) without loading the profile's schemas (issue 35).
export const PAYOUT_METHODS = ['paypal', 'iban', 'mobile_money'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  iban: 'Virement bancaire (IBAN)',
  mobile_money: 'Mobile Money',
};
