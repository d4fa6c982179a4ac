import { type ProfileFormData, profileMessages } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';

/**
 * Saves the profile form (spec §5) for its owner. Only the form's columns are written:
 * roles, verification, e-mail, avatar and referral fields are out of its reach.
 */
export async function updateProfile(ctx: AppContext, userId: string, form: ProfileFormData): Promise<void> {
  try {
    await ctx.db
      .updateTable('profiles')
      .set({
        full_name: form.fullName,
        username: form.username,
        bio: form.bio,
        phone: form.phone,
        address: form.address,
        city: form.city,
        country: form.country,
        payment_method: form.paymentMethod,
        paypal_email: form.paypalEmail,
        iban_holder_name: form.ibanHolderName,
        iban_number: form.ibanNumber,
        mobile_money_name: form.mobileMoneyName,
        mobile_money_number: form.mobileMoneyNumber,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    // The unique index on lower(username) settles two people racing for the same name.
    if (isUniqueViolation(error, 'profiles_username_key')) {
      throw conflict(profileMessages.usernameTaken, 'USERNAME_TAKEN');
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}
