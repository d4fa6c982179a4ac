import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

const vapid = webpush.generateVAPIDKeys();
/** What production requires of every instance, so that it starts at all. */
const sharedSecrets = {
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  SIGNING_SECRET: 'test-signing-test-signing-test-signing-01',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};
import { paymentReceivingDetails } from './payment-details';

describe('payment receiving details', () => {
  it('come from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...sharedSecrets,
      PLATFORM_BANK_HOLDER: 'Boucles SAS',
      PLATFORM_BANK_IBAN: 'FR76 3000 6000 0112 3456 7890 189',
      PLATFORM_PAYPAL_EMAIL: 'paiement@boucles.fr',
      PLATFORM_MOBILE_MONEY_NAME: 'Boucles',
      PLATFORM_MOBILE_MONEY_NUMBER: '+237 6 99 99 99 99',
    });
    expect(paymentReceivingDetails(config)).toEqual({
      bank_transfer: { holder: 'Boucles SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: null },
      paypal: { email: 'paiement@boucles.fr' },
      mtn_mobile: { name: 'Boucles', number: '+237 6 99 99 99 99' },
    });
  });

  it('never fall back to the demo accounts in production', () => {
    expect(paymentReceivingDetails(loadConfig({ NODE_ENV: 'production', ...sharedSecrets }))).toEqual({
      bank_transfer: null,
      paypal: null,
      mtn_mobile: null,
    });
    expect(paymentReceivingDetails(loadConfig({ NODE_ENV: 'development' })).paypal).toEqual({
      email: 'paiements@boucles.local',
    });
  });

  it('stop start-up on an invalid PayPal address', () => {
    expect(() => loadConfig({ PLATFORM_PAYPAL_EMAIL: 'pas-un-email' })).toThrow(/PLATFORM_PAYPAL_EMAIL/);
  });
});
