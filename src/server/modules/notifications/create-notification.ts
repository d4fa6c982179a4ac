import type { Db } from '@server/db/connection';
import type { NotificationType } from '@server/db/schema';
import type { Logger } from '@server/platform/logger';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
};

/**
 * Stores in-app notifications. Called after the action's transaction has committed, and
 * a failure is only logged (decisions §6): a notification never undoes what caused it.
 * Live push and e-mail will hang off this one entry point.
 */
export async function createNotifications(db: Db, logger: Logger, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  try {
    await db
      .insertInto('notifications')
      .values(
        notifications.map((n) => ({
          user_id: n.userId,
          type: n.type,
          title: n.title,
          message: n.message,
          link: n.link ?? null,
        })),
      )
      .execute();
  } catch (error) {
    logger.warn({ err: error, types: notifications.map((n) => n.type) }, 'notification not stored');
  }
}
