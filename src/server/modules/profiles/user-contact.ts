import type { UserContact } from '@shared/profile/own-profile.schemas';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';

export const userNotFoundMessage = 'Utilisateur introuvable';

/**
 * Spec §7 get-users-details: e-mail and phone of a user, for the admin handling their payment,
 * payout or verification. Reading someone's contact details is itself logged.
 */
export async function getUserContact(db: Db, adminId: string, userId: string): Promise<UserContact> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('profiles')
      .select(['id', 'email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(userNotFoundMessage, 'USER_NOT_FOUND');
    await logAdminAction(trx, { adminId, action: 'read_contact', targetType: 'profile', targetId: userId });
    return row;
  });
}
