import type { UserContact } from '@shared/profile/own-profile.schemas';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';

export const userNotFoundMessage = 'Utilisateur introuvable';

/** Spec §7 get-users-details: e-mail and phone of a user, for the admin handling their payment, payout or verification. */
export async function getUserContact(db: Db, userId: string): Promise<UserContact> {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(userNotFoundMessage, 'USER_NOT_FOUND');
  return row;
}
