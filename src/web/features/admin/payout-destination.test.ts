import { describe, expect, it } from 'vitest';
import type { SellerBalance } from '@shared/orders/payout.schemas';
import { payoutDestination } from './payout-destination';

const seller = (payoutDetails: Partial<SellerBalance['payoutDetails']>): SellerBalance => ({
  sellerId: 'ccaffb48-1c1f-4a43-9a8e-2f0f1b2c3d4e',
  name: 'Aminata Koné',
  email: 'aminata@example.com',
  owedCents: 3104,
  inEscrowCents: 0,
  payoutDetails: {
    method: null,
    paypalEmail: null,
    ibanHolderName: null,
    ibanNumber: null,
    mobileMoneyName: null,
    mobileMoneyNumber: null,
    ...payoutDetails,
  },
  lastPayoutAt: null,
  payoutDetailsChangedAt: null,
  payoutOnHoldUntil: null,
  taxDetailsMissing: false,
});

describe('where the admin sends a seller’s money', () => {
  it('shows an IBAN by groups of four, as on a bank statement, so the narrow screen wraps between groups', () => {
    const destination = payoutDestination(
      seller({ method: 'iban', ibanHolderName: 'Aminata Koné', ibanNumber: 'FR1420041010050500013M02606' }),
    );
    expect(destination?.lines).toEqual([
      { label: 'Titulaire', value: 'Aminata Koné' },
      { label: 'IBAN', value: 'FR14 2004 1010 0505 0001 3M02 606' },
    ]);
  });

  it('has nowhere to send the money when the chosen method’s details are missing', () => {
    expect(payoutDestination(seller({ method: 'iban', ibanHolderName: 'Aminata Koné' }))).toBeNull();
  });
});
