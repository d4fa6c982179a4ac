import type { FieldErrors } from 'react-hook-form';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import type { ProfileFormInput } from '@shared/profile/profile.schemas';

/** What the inputs hold: text everywhere, '' for an empty field (the schema saves it as null). */
export type ProfileFormValues = { [Field in keyof Required<ProfileFormInput>]: string };

/** The fields in the order the form shows them; the first invalid one is the toast. */
export const PROFILE_FIELDS = [
  'fullName',
  'username',
  'bio',
  'phone',
  'address',
  'postalCode',
  'city',
  'country',
  'paymentMethod',
  'paypalEmail',
  'ibanHolderName',
  'ibanNumber',
  'mobileMoneyName',
  'mobileMoneyNumber',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileToFormValues(profile: OwnProfile): ProfileFormValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as ProfileFormValues;
}

/** The message of the first invalid field, in reading order. */
export function firstErrorMessage(errors: FieldErrors<ProfileFormInput>): string | undefined {
  for (const field of PROFILE_FIELDS) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
