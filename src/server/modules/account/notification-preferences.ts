import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@shared/account/notification-preferences.schemas';
import type { Db } from '@server/db/connection';

/** A user's choices, or the defaults (all on) until they first save. */
export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['email', 'order_updates', 'messages'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return { email: row.email, orderUpdates: row.order_updates, messages: row.messages };
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const values = { email: preferences.email, order_updates: preferences.orderUpdates, messages: preferences.messages };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
  return preferences;
}
