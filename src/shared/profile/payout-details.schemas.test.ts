import { describe, expect, it } from 'vitest';
import { type PayoutDetailsInput, payoutDetailsSchema } from './payout-details.schemas';

const base: PayoutDetailsInput = { password: 'mot-de-passe' };

function firstMessage(input: Partial<PayoutDetailsInput> & Record<string, unknown>): string | undefined {
  return payoutDetailsSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
}

function accepts(input: Partial<PayoutDetailsInput> & Record<string, unknown>): boolean {
  return payoutDetailsSchema.safeParse({ ...base, ...input }).success;
}

describe('payoutDetailsSchema: confirmation', () => {
  it('needs the password', () => {
    expect(payoutDetailsSchema.safeParse({ paymentMethod: '' }).error?.issues[0]?.message).toBe(
      'Veuillez saisir votre mot de passe pour confirmer',
    );
  });
});

describe('payoutDetailsSchema: payout method', () => {
  const allPayoutDetails = {
    paypalEmail: 'awa@example.com',
    ibanHolderName: 'Awa Diallo',
    ibanNumber: 'fr76 3000 6000 0112 3456 7890 189',
    mobileMoneyName: 'Awa Diallo',
    mobileMoneyNumber: '+237 6 12 34 56 78',
  };

  it('refuses an unknown method', () => {
    expect(firstMessage({ paymentMethod: 'bitcoin' })).toBe('Mode de versement invalide');
  });

  it('keeps only the PayPal details when PayPal is chosen', () => {
    const data = payoutDetailsSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'paypal' });
    expect(data).toMatchObject({
      paypalEmail: 'awa@example.com',
      ibanHolderName: null,
      ibanNumber: null,
      mobileMoneyName: null,
      mobileMoneyNumber: null,
    });
  });

  it.each([undefined, '', 'awa', 'awa@', 'awa@example'])('refuses the PayPal email %j', (paypalEmail) => {
    expect(firstMessage({ paymentMethod: 'paypal', paypalEmail })).toBe('Email PayPal invalide');
  });

  it('keeps only the IBAN details, compacted and upper-cased, when IBAN is chosen', () => {
    const data = payoutDetailsSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'iban' });
    expect(data).toMatchObject({
      paypalEmail: null,
      ibanHolderName: 'Awa Diallo',
      ibanNumber: 'FR7630006000011234567890189',
      mobileMoneyName: null,
      mobileMoneyNumber: null,
    });
  });

  it('needs an IBAN holder of at least 2 characters', () => {
    const iban = { paymentMethod: 'iban', ibanNumber: 'DE89370400440532013000' };
    expect(accepts({ ...iban, ibanHolderName: 'Al' })).toBe(true);
    expect(firstMessage({ ...iban, ibanHolderName: 'A' })).toBe('Nom du titulaire requis (min 2 caractères)');
    expect(firstMessage({ ...iban })).toBe('Nom du titulaire requis (min 2 caractères)');
  });

  it('needs an IBAN of at least 15 characters', () => {
    const iban = { paymentMethod: 'iban', ibanHolderName: 'Awa Diallo' };
    expect(accepts({ ...iban, ibanNumber: 'NO9386011117947' })).toBe(true);
    expect(firstMessage({ ...iban, ibanNumber: 'NO938601111794' })).toBe('IBAN invalide (min 15 caractères)');
    expect(firstMessage({ ...iban, ibanNumber: 'NO93 8601 1117 94' })).toBe('IBAN invalide (min 15 caractères)');
    expect(firstMessage({ ...iban, ibanNumber: '123456789012345' })).toBe('IBAN invalide');
  });

  it('refuses an IBAN whose check digits do not match (one mistyped digit)', () => {
    const iban = { paymentMethod: 'iban', ibanHolderName: 'Awa Diallo' };
    expect(accepts({ ...iban, ibanNumber: 'FR76 3000 6000 0112 3456 7890 189' })).toBe(true);
    expect(firstMessage({ ...iban, ibanNumber: 'FR76 3000 6000 0112 3456 7890 198' })).toBe('IBAN invalide');
    expect(firstMessage({ ...iban, ibanNumber: 'FR77 3000 6000 0112 3456 7890 189' })).toBe('IBAN invalide');
  });

  it('limits the IBAN holder and the Mobile Money name to 100 characters', () => {
    const iban = { paymentMethod: 'iban', ibanNumber: 'DE89370400440532013000' };
    expect(accepts({ ...iban, ibanHolderName: 'a'.repeat(100) })).toBe(true);
    expect(firstMessage({ ...iban, ibanHolderName: 'a'.repeat(101) })).toBe(
      'Le nom du titulaire est trop long (max 100 caractères)',
    );
    const mm = { paymentMethod: 'mobile_money', mobileMoneyNumber: '+237612345678' };
    expect(accepts({ ...mm, mobileMoneyName: 'a'.repeat(100) })).toBe(true);
    expect(firstMessage({ ...mm, mobileMoneyName: 'a'.repeat(101) })).toBe('Le nom est trop long (max 100 caractères)');
  });

  it('keeps only the Mobile Money details when Mobile Money is chosen', () => {
    const data = payoutDetailsSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'mobile_money' });
    expect(data).toMatchObject({
      paypalEmail: null,
      ibanHolderName: null,
      ibanNumber: null,
      mobileMoneyName: 'Awa Diallo',
      mobileMoneyNumber: '+237 6 12 34 56 78',
    });
  });

  it('needs a Mobile Money name and a phone-format number', () => {
    const mm = { paymentMethod: 'mobile_money', mobileMoneyNumber: '+237612345678', mobileMoneyName: 'Al' };
    expect(accepts(mm)).toBe(true);
    expect(firstMessage({ ...mm, mobileMoneyName: 'A' })).toBe('Nom requis (min 2 caractères)');
    expect(firstMessage({ ...mm, mobileMoneyNumber: '12345' })).toBe('Numéro Mobile Money invalide');
    expect(firstMessage({ ...mm, mobileMoneyNumber: '' })).toBe('Numéro Mobile Money invalide');
  });

  it('ignores invalid details of a method that is not chosen', () => {
    const invalidOthers = { ibanNumber: 'x', ibanHolderName: 'a'.repeat(300), mobileMoneyNumber: 'y' };
    expect(accepts({ paymentMethod: 'paypal', paypalEmail: 'a@b.fr', ...invalidOthers })).toBe(true);
  });

  it('saves every payout detail as null when no method is chosen', () => {
    const data = payoutDetailsSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: '' });
    expect(data).toMatchObject({
      paymentMethod: null,
      paypalEmail: null,
      ibanHolderName: null,
      ibanNumber: null,
      mobileMoneyName: null,
      mobileMoneyNumber: null,
    });
  });
});
