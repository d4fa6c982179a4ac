import { describe, expect, it } from 'vitest';
import { fileRuleError } from '../file-rules';
import { avatarFileRules, profileFormSchema, profilePatchSchema, type ProfileFormInput } from './profile.schemas';

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
    });
  });

  it('refuses something that is not a form', () => {
    expect(profileFormSchema.safeParse(null).success).toBe(false);
  });
});

describe('profilePatchSchema: merge semantics (RFC 7396)', () => {
  it('keeps what is absent, clears what is null or blank', () => {
    expect(profilePatchSchema.parse({ bio: 'Perruquière' })).toEqual({ bio: 'Perruquière' });
    expect(profilePatchSchema.parse({ phone: null, city: '  ' })).toEqual({ phone: null, city: null });
    expect(profilePatchSchema.parse({})).toEqual({});
  });

  it('cannot clear the full name', () => {
    expect(profilePatchSchema.safeParse({ fullName: null }).error?.issues[0]?.message).toBe(
      'Le nom doit contenir au moins 2 caractères',
    );
  });

  it('sends payout details to their own form', () => {
    expect(profilePatchSchema.safeParse({ ibanNumber: 'FR76…' }).error?.issues[0]?.message).toBe(
      'Les coordonnées de versement se modifient dans leur propre formulaire, avec votre mot de passe',
    );
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
