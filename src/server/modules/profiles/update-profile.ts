import { type ProfileFormData, profileMessages } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { requireVerifiedEmail } from '../auth/require-verified-email';

const payoutColumns = (form: ProfileFormData) => ({
  payment_method: form.paymentMethod,
  paypal_email: form.paypalEmail,
  iban_holder_name: form.ibanHolderName,
  iban_number: form.ibanNumber,
  mobile_money_name: form.mobileMoneyName,
  mobile_money_number: form.mobileMoneyNumber,
});

/**
 * Saves the profile form (spec §5) for its owner. Only the form's columns are written:
 * roles, verification, e-mail, avatar and referral fields are out of its reach.
 */
export async function updateProfile(ctx: AppContext, user: CurrentUser, form: ProfileFormData): Promise<void> {
  if (!user.emailVerified) await refusePayoutChange(ctx, user, form);
  try {
    await ctx.db
      .updateTable('profiles')
      .set({
        full_name: form.fullName,
        username: form.username,
        bio: form.bio,
        phone: form.phone,
        address: form.address,
        postal_code: form.postalCode,
        city: form.city,
        country: form.country,
        ...payoutColumns(form),
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    // The unique index on lower(username) settles two people racing for the same name.
    if (isUniqueViolation(error, 'profiles_username_key')) {
      throw conflict(profileMessages.usernameTaken, 'USERNAME_TAKEN');
    }
    throw error;
  }
}

/**
 * The form always carries the payout details: saving a name or a bio stays open before the
 * address is confirmed, only a change to where money goes is refused.
 */
async function refusePayoutChange(ctx: AppContext, user: CurrentUser, form: ProfileFormData): Promise<void> {
  const wanted = payoutColumns(form);
  const stored = await ctx.db
    .selectFrom('profiles')
    .select([
      'payment_method',
      'paypal_email',
      'iban_holder_name',
      'iban_number',
      'mobile_money_name',
      'mobile_money_number',
    ])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const changed = (Object.keys(wanted) as Array<keyof typeof wanted>).some(
    (column) => wanted[column] !== stored[column],
  );
  if (changed) requireVerifiedEmail(user);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}
