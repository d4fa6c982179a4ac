import { sql } from 'kysely';
import type { NotificationList } from '@shared/notifications/notification.schemas';
import { notificationTexts } from '@shared/notifications/notification-texts';
import type { PageQuery } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';
import { decodeCursor, nextCursorOf } from '@server/platform/paging';

/**
 * A page of the user's notifications, newest first (a range of notifications_user_idx), and
 * how many of all theirs are unread. A cursor naming someone else's notification is read back
 * with her user id, so it matches no row: an empty page, nothing of theirs.
 */
export async function listNotifications(
  db: Db,
  userId: string,
  { cursor, limit }: PageQuery,
): Promise<NotificationList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const [rows, unread] = await Promise.all([
    notificationPage(db, userId, after, limit).execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  const { page, nextCursor } = nextCursorOf(rows, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      link: row.link,
      isRead: row.is_read,
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor,
    unreadCount: Number(unread.count),
  };
}

/** The statement of a page (one row more, which says another follows): plans are checked on it. */
export function notificationPage(db: Db, userId: string, after: string | null, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'message', 'link', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(created_at, id) < (select k.created_at, k.id from notifications as k
          where k.user_id = ${userId} and k.id = ${after})`,
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
}

/** 'Tout marquer comme lu': every unread notification of the user, not only those shown. */
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
