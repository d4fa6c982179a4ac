import { type ProfilePatch, profileMessages } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import type { ProfilesTable } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/unique-violation';
import { badRequest, conflict } from '@server/platform/errors';

const COLUMNS = {
  fullName: 'full_name',
  username: 'username',
  bio: 'bio',
  phone: 'phone',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
} as const satisfies Record<string, keyof ProfilesTable>;

type ProfileColumns = { -readonly [K in keyof typeof COLUMNS as (typeof COLUMNS)[K]]?: ProfilePatch[K] };

/** Only the fields the request carries (RFC 7396): one left out is kept as it is. */
function columnsOf(patch: ProfilePatch): ProfileColumns {
  const columns: Record<string, string | null> = {};
  for (const field of Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>) {
    const value = patch[field];
    if (value !== undefined) columns[COLUMNS[field]] = value;
  }
  return columns as ProfileColumns;
}

/**
 * Saves what the profile form changed (spec §5) for its owner. Only these columns are
 * written: roles, verification, e-mail, avatar, referral and payout details are out of reach.
 */
export async function updateProfile(ctx: AppContext, userId: string, patch: ProfilePatch): Promise<void> {
  const columns = columnsOf(patch);
  if (Object.keys(columns).length === 0) return;
  if (columns.username === null && (await isSeller(ctx, userId))) {
    throw badRequest(profileMessages.sellerKeepsUsername, 'USERNAME_REQUIRED');
  }
  try {
    await ctx.db
      .updateTable('profiles')
      .set({ ...columns, updated_at: ctx.clock.now() })
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

/** Sellers are shown publicly by their username, so they may change it but not clear it. */
async function isSeller(ctx: AppContext, userId: string): Promise<boolean> {
  const role = await ctx.db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', 'seller')
    .executeTakeFirst();
  return role !== undefined;
}
