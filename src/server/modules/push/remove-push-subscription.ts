import type { Db } from '@server/db/connection';

/** Forgets this browser for the caller only; another account's row with the same endpoint stays. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}
