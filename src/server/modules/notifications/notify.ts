import { type Kysely, sql } from 'kysely';
import { categoryOf, type NotificationType } from '@shared/notifications/notification.schemas';
import type { Database } from '@server/db/schema';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  /**
   * E-mails grouped: none is written while one with the same link went to the same person
   * within these minutes (a conversation's messages). In-app and push are not grouped.
   */
  emailGroupMinutes?: number;
  /**
   * A message the person needs whatever their preferences (how to pay an order): its e-mail
   * is always written, without an unsubscribe link. In-app and push stay as usual.
   */
  transactional?: boolean;
};

/**
 * The one entry point that tells people something (decisions.md §6). Called inside the
 * transaction of the action that caused it: the in-app rows and their pending e-mail and
 * push deliveries commit with the action or not at all, so a crash cannot lose them. The
 * rows' trigger announces them live; the delivery worker sends the rest after commit.
 */
export async function notify(trx: Kysely<Database>, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  const created = await trx
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
    .returning(['id', 'user_id', 'type', 'title', 'message', 'link'])
    .execute();
  const wishes = await deliveryWishes(trx, [...new Set(created.map((row) => row.user_id))]);
  const grouped = await groupedEmails(trx, notifications);
  const deliveries = created.flatMap((row, index) => {
    const wish = wishes.get(row.user_id);
    if (!wish) return [];
    const transactional = notifications[index]?.transactional === true;
    const category = transactional ? ('transactional' as const) : categoryOf(row.type);
    // The preferences gate e-mail; push reaches the devices where the user turned it on.
    const wantsEmail =
      transactional ||
      (wish.email && (category === 'messages' ? wish.messages : wish.orderUpdates) && !grouped.has(index));
    const channels = [...(wantsEmail ? (['email'] as const) : []), ...(wish.push ? (['push'] as const) : [])];
    return channels.map((channel) => ({
      notification_id: row.id,
      user_id: row.user_id,
      channel,
      category,
      title: row.title,
      message: row.message,
      link: row.link,
    }));
  });
  if (deliveries.length > 0) await trx.insertInto('notification_deliveries').values(deliveries).execute();
}

/** Indexes of the notifications whose e-mail a recent one with the same link already covers. */
async function groupedEmails(trx: Kysely<Database>, notifications: NewNotification[]): Promise<Set<number>> {
  const grouped = new Set<number>();
  for (const [index, n] of notifications.entries()) {
    if (!n.emailGroupMinutes || !n.link) continue;
    const recent = await trx
      .selectFrom('notification_deliveries')
      .select('id')
      .where('user_id', '=', n.userId)
      .where('channel', '=', 'email')
      .where('link', '=', n.link)
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${n.emailGroupMinutes})`)
      .limit(1)
      .executeTakeFirst();
    if (recent) grouped.add(index);
  }
  return grouped;
}

type Wish = { email: boolean; orderUpdates: boolean; messages: boolean; push: boolean };

/**
 * Each recipient's saved preferences (all on when never saved) and whether one of their
 * devices takes push. An anonymised account is absent: nothing is sent to it.
 */
async function deliveryWishes(trx: Kysely<Database>, userIds: string[]): Promise<Map<string, Wish>> {
  const rows = await trx
    .selectFrom('profiles as p')
    .leftJoin('notification_preferences as np', 'np.user_id', 'p.id')
    .select((eb) => [
      'p.id',
      eb.fn.coalesce('np.email', eb.lit(true)).as('email'),
      eb.fn.coalesce('np.order_updates', eb.lit(true)).as('orderUpdates'),
      eb.fn.coalesce('np.messages', eb.lit(true)).as('messages'),
      eb
        .exists(eb.selectFrom('push_subscriptions as ps').select('ps.id').whereRef('ps.user_id', '=', 'p.id'))
        .as('push'),
    ])
    .where('p.id', 'in', userIds)
    .where('p.anonymized_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, push: Boolean(row.push) }]));
}

/** Everyone who acts as admin now: told when something waits for the platform. */
export async function adminIds(trx: Kysely<Database>): Promise<string[]> {
  const rows = await trx
    .selectFrom('user_roles as r')
    .innerJoin('profiles as p', 'p.id', 'r.user_id')
    .select('r.user_id')
    .where('r.role', '=', 'admin')
    .where('p.marked_for_deletion_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}
