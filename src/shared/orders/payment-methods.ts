/** How a buyer pays the platform; zod-free, so that a screen that only shows it downloads no schema. */
export const PAYMENT_METHODS = ['bank_transfer', 'paypal', 'mtn_mobile'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: 'Virement bancaire',
  paypal: 'PayPal',
  mtn_mobile: 'MTN Mobile Money',
};
