import type { Role, SessionUser } from '@shared/auth/session.schemas';
import { settingsMessages } from '@shared/auth/session.schemas';
import type { Db } from '@server/db/connection';
import { conflict } from '@server/platform/errors';
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

/** Grants the seller role once; the primary key (user, role) settles concurrent requests. */
export async function becomeSeller(db: Db, userId: string): Promise<Role[]> {
  const inserted = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'seller' })
    .onConflict((oc) => oc.doNothing())
    .returning('role')
    .executeTakeFirst();
  if (!inserted) throw conflict(settingsMessages.alreadySeller, 'ALREADY_SELLER');
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role);
}
