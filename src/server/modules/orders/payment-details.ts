import type { PaymentReceivingDetails } from '@shared/orders/order-view.schemas';
import type { Config } from '@server/config';

/** Where buyers send their transfer, per payment mode, as configured (decisions §4). */
export function paymentReceivingDetails(config: Pick<Config, 'platformAccounts'>): PaymentReceivingDetails {
  const { bank, paypalEmail, mobileMoney } = config.platformAccounts;
  return {
    bank_transfer: bank,
    paypal: paypalEmail ? { email: paypalEmail } : null,
    mtn_mobile: mobileMoney,
  };
}
