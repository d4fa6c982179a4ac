import { describe, expect, it } from 'vitest';
import { fileRuleError } from '../file-rules';
import { avatarFileRules, profileFormSchema, type ProfileFormInput } from './profile.schemas';

const base: ProfileFormInput = { fullName: 'Awa Diallo' };

function firstMessage(input: Partial<ProfileFormInput> & Record<string, unknown>): string | undefined {
  return profileFormSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
}

function accepts(input: Partial<ProfileFormInput>): boolean {
  return profileFormSchema.safeParse({ ...base, ...input }).success;
}

describe('profileFormSchema: lengths (spec §5, §9)', () => {
  it.each<[keyof ProfileFormInput, number, string]>([
    ['fullName', 100, 'Le nom est trop long (max 100 caractères)'],
    ['bio', 500, 'La bio est trop longue (max 500 caractères)'],
    ['address', 200, "L'adresse est trop longue (max 200 caractères)"],
    ['city', 100, 'La ville est trop longue (max 100 caractères)'],
    ['country', 100, 'Le pays est trop long (max 100 caractères)'],
    ['username', 20, "Le nom d'utilisateur est trop long (max 20 caractères)"],
  ])('%s: %i characters ok, one more refused', (field, max, message) => {
    expect(accepts({ [field]: 'a'.repeat(max) })).toBe(true);
    expect(firstMessage({ [field]: 'a'.repeat(max + 1) })).toBe(message);
  });

  it('needs a full name of at least 2 characters, after trimming', () => {
    expect(accepts({ fullName: 'Al' })).toBe(true);
    expect(firstMessage({ fullName: 'A' })).toBe('Le nom doit contenir au moins 2 caractères');
    expect(firstMessage({ fullName: '  A  ' })).toBe('Le nom doit contenir au moins 2 caractères');
    expect(firstMessage({ fullName: undefined })).toBe('Le nom doit contenir au moins 2 caractères');
  });

  it('needs a username of at least 3 characters when one is given', () => {
    expect(accepts({ username: 'awa' })).toBe(true);
    expect(firstMessage({ username: 'aw' })).toBe("Le nom d'utilisateur doit contenir au moins 3 caractères");
  });

  it.each(['awa diallo', 'awa.d', 'élodie', 'awa@home'])('refuses the username %j', (username) => {
    expect(firstMessage({ username })).toBe(
      "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, tirets et underscores",
    );
  });

  it('accepts letters, digits, dash and underscore in a username', () => {
    expect(accepts({ username: 'Awa_D-2024' })).toBe(true);
  });
});

describe('profileFormSchema: phone', () => {
  it.each(['+33612345678', '06 12 34 56 78', '06-12-34-56-78', '0612345678', '1'.repeat(20), `+${'1'.repeat(20)}`])(
    'accepts %j',
    (phone) => {
      expect(accepts({ phone })).toBe(true);
    },
  );

  it.each(['061234567', '1'.repeat(21), '06 12 34 56 7a', '++33612345678', '(06) 12 34 56 78'])(
    'refuses %j',
    (phone) => {
      expect(firstMessage({ phone })).toBe('Numéro de téléphone invalide');
    },
  );
});

describe('profileFormSchema: empty values', () => {
  it('saves every empty field as null and trims the others', () => {
    const data = profileFormSchema.parse({
      fullName: '  Awa Diallo ',
      username: '',
      bio: '   ',
      phone: '',
      address: null,
      city: ' Lyon ',
      paymentMethod: '',
      paypalEmail: '',
    });
    expect(data).toEqual({
      fullName: 'Awa Diallo',
      username: null,
      bio: null,
      phone: null,
      address: null,
      postalCode: null,
      city: 'Lyon',
      country: null,
      paymentMethod: null,
      paypalEmail: null,
      ibanHolderName: null,
      ibanNumber: null,
      mobileMoneyName: null,
      mobileMoneyNumber: null,
    });
  });

  it('refuses something that is not a form', () => {
    expect(profileFormSchema.safeParse(null).success).toBe(false);
  });
});

describe('profileFormSchema: payout method', () => {
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
    const data = profileFormSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'paypal' });
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
    const data = profileFormSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'iban' });
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
    const data = profileFormSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: 'mobile_money' });
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
    const data = profileFormSchema.parse({ ...base, ...allPayoutDetails, paymentMethod: '' });
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

describe('avatarFileRules', () => {
  const MB = 1024 * 1024;

  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 2 MB', (type) => {
    expect(fileRuleError({ type, size: 2 * MB }, avatarFileRules)).toBeNull();
  });

  it('refuses other types and bigger files with the spec texts', () => {
    expect(fileRuleError({ type: 'image/gif', size: 10 }, avatarFileRules)).toBe(
      'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    );
    expect(fileRuleError({ type: 'image/png', size: 2 * MB + 1 }, avatarFileRules)).toBe(
      'La taille du fichier doit être inférieure à 2 Mo',
    );
  });
});
