import { sql } from 'kysely';
import {
  NOTIFICATION_PANEL_LIMIT,
  type NotificationList,
  notificationTexts,
} from '@shared/notifications/notification.schemas';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';

/** Spec §7: the user's own 20 newest, and how many of all theirs are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'message', 'link', 'is_read', 'created_at'])
    .select(
      sql<number>`(SELECT count(*)::int FROM notifications u WHERE u.user_id = ${userId} AND NOT u.is_read)`.as(
        'unread',
      ),
    )
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PANEL_LIMIT)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      link: row.link,
      isRead: row.is_read,
      createdAt: row.created_at.toISOString(),
    })),
    unreadCount: rows[0]?.unread ?? 0,
  };
}

/** 'Tout marquer comme lu': every unread notification of the user, not only the 20 shown. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .execute();
}

/** Clicking a notification removes it; another user's reads as not found. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound(notificationTexts.notFound);
}
