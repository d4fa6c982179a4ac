import type { FieldErrors } from 'react-hook-form';
import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import type { ProfileFormData, ProfileFormInput, ProfilePatch } from '@shared/profile/profile.schemas';

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
] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileToFormValues(profile: OwnProfile): ProfileFormValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as ProfileFormValues;
}

/**
 * What the form means to change: the fields the person edited, nothing else (PATCH is a
 * merge, RFC 7396), so a save never overwrites what another tab or device changed meanwhile.
 */
export function changedFields(
  data: ProfileFormData,
  dirty: Partial<Record<keyof ProfileFormValues, boolean | undefined>>,
): ProfilePatch {
  return Object.fromEntries(PROFILE_FIELDS.filter((field) => dirty[field]).map((field) => [field, data[field]]));
}

/** The message of the first invalid field, in reading order. */
export function firstErrorMessage(errors: FieldErrors<ProfileFormInput>): string | undefined {
  for (const field of PROFILE_FIELDS) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
