import { sql } from 'kysely';
import type { Db } from '@server/db/connection';

/** The operator's way to make an admin; logged like every admin action. */
export async function grantAdmin(db: Db, email: string): Promise<'granted' | 'already' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    if (!profile) return 'missing';
    const inserted = await trx
      .insertInto('user_roles')
      .values({ user_id: profile.id, role: 'admin' })
      .onConflict((oc) => oc.doNothing())
      .returning('role')
      .executeTakeFirst();
    if (!inserted) return 'already';
    await trx
      .insertInto('admin_logs')
      .values({
        admin_id: null,
        action: 'grant_admin',
        target_type: 'profile',
        target_id: profile.id,
        details: JSON.stringify({ via: 'cli' }),
      })
      .execute();
    return 'granted';
  });
}
