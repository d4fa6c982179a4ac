import type { Db } from '@server/db/connection';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * One click from an e-mail: that kind of e-mail is turned off (the other preferences stay).
 * Answers false for a token that is not ours.
 */
export async function unsubscribe(db: Db, secret: string, token: string, now: Date): Promise<boolean> {
  const reader = readUnsubscribeToken(secret, token);
  if (!reader) return false;
  const column = reader.category === 'messages' ? 'messages' : 'order_updates';
  const saved = await db
    .insertInto('notification_preferences')
    .values({ user_id: reader.userId, [column]: false, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: false, updated_at: now }))
    .returning('user_id')
    .executeTakeFirst()
    // A token for an account erased since: nothing left to turn off.
    .catch((error: { code?: string }) => {
      if (error.code === '23503') return undefined;
      throw error;
    });
  return saved !== undefined;
}
