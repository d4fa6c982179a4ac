import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import { profileFormSchema } from '@shared/profile/profile.schemas';
import { changedFields, firstErrorMessage, profileToFormValues } from './profile-form-values';

const profile: OwnProfile = {
  id: '6f1c1f8e-8a55-4e4b-9d0a-2a8d1f3b9c11',
  email: 'awa@example.test',
  fullName: 'Awa Diallo',
  username: null,
  bio: 'Perruquière',
  phone: null,
  address: null,
  postalCode: null,
  city: 'Lyon',
  country: null,
  avatarUrl: null,
  isVerified: false,
  hasPublicPage: false,
  rating: { average: null, count: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  paymentMethod: 'paypal',
  paypalEmail: 'awa@example.com',
  ibanHolderName: null,
  ibanNumber: null,
  mobileMoneyName: null,
  mobileMoneyNumber: null,
  payoutDetailsChangedAt: null,
  payoutOnHoldUntil: null,
  twoFactorEnabled: false,
};

describe('profileToFormValues', () => {
  it('fills every input, with empty text for what is not set, and leaves out private identifiers', () => {
    const values = profileToFormValues(profile);
    expect(values).toMatchObject({ fullName: 'Awa Diallo', username: '', bio: 'Perruquière', city: 'Lyon' });
    // Payout details have their own form, with the password.
    expect(values).not.toHaveProperty('paymentMethod');
    expect(values).not.toHaveProperty('email');
    expect(values).not.toHaveProperty('isVerified');
    expect(profileFormSchema.safeParse(values).success).toBe(true);
  });
});

describe('changedFields', () => {
  it('sends only what the person edited, a field emptied as null', () => {
    const data = profileFormSchema.parse({ ...profileToFormValues(profile), bio: '', city: 'Paris' });
    expect(changedFields(data, { bio: true, city: true })).toEqual({ bio: null, city: 'Paris' });
    expect(changedFields(data, {})).toEqual({});
  });
});

describe('firstErrorMessage', () => {
  it('gives the message of the first invalid field as the form shows them, not as the errors came', () => {
    const errors = {
      phone: { type: 'custom', message: 'Numéro de téléphone invalide' },
      username: { type: 'custom', message: "Le nom d'utilisateur doit contenir au moins 3 caractères" },
    };
    expect(firstErrorMessage(errors)).toBe("Le nom d'utilisateur doit contenir au moins 3 caractères");
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
