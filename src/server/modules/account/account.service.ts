import type { Role, SessionUser } from '@shared/auth/session.schemas';
import { settingsMessages } from '@shared/auth/auth-texts';
import { sql } from 'kysely';
import { profileMessages } from '@shared/profile/profile.schemas';
import type { Db } from '@server/db/connection';
import { isUniqueViolation } from '@server/db/unique-violation';
import { badRequest, conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';

export async function getSessionUser(db: Db, current: CurrentUser): Promise<SessionUser> {
  const profile = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'username', 'avatar_url', 'is_verified', 'referral_code', 'created_at'])
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  return {
    id: profile.id,
    email: profile.email,
    emailVerified: current.emailVerified,
    fullName: profile.full_name,
    username: profile.username,
    avatarUrl: profile.avatar_url,
    isVerified: profile.is_verified,
    roles: current.roles,
    referralCode: profile.referral_code,
    createdAt: profile.created_at.toISOString(),
  };
}

/**
 * Grants the seller role once; the primary key (user, role) settles concurrent requests. A
 * seller is shown publicly by a username (the full name is private), so whoever has none must
 * give one, saved in the same transaction.
 */
export async function becomeSeller(db: Db, userId: string, username: string | undefined): Promise<Role[]> {
  return db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select('username')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (username !== undefined && username !== profile.username) await saveUsername(trx, userId, username);
    else if (profile.username === null) throw badRequest(profileMessages.usernameRequired, 'USERNAME_REQUIRED');
    const inserted = await trx
      .insertInto('user_roles')
      .values({ user_id: userId, role: 'seller' })
      .onConflict((oc) => oc.doNothing())
      .returning('role')
      .executeTakeFirst();
    if (!inserted) throw conflict(settingsMessages.alreadySeller, 'ALREADY_SELLER');
    const rows = await trx.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    return rows.map((row) => row.role);
  });
}

async function saveUsername(trx: Db, userId: string, username: string): Promise<void> {
  const taken = await trx
    .selectFrom('profiles')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (taken) throw conflict(profileMessages.usernameTaken, 'USERNAME_TAKEN');
  try {
    await trx.updateTable('profiles').set({ username }).where('id', '=', userId).execute();
  } catch (error) {
    // Someone took it between the check and the update: the unique index settles it.
    if (isUniqueViolation(error, 'profiles_username_key')) throw conflict(profileMessages.usernameTaken, 'USERNAME_TAKEN');
    throw error;
  }
}
