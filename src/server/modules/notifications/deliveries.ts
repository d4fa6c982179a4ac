import { sql } from 'kysely';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { NotificationDeliveriesTable } from '@server/db/schema';
import type { Selectable } from 'kysely';
import { notificationEmail } from './notification-email';
import { unsubscribeToken } from './unsubscribe-token';

export type Delivery = Selectable<NotificationDeliveriesTable>;

/** Sends one delivery; throws to be retried later. */
export type DeliveryChannels = Record<Delivery['channel'], (ctx: AppContext, delivery: Delivery) => Promise<void>>;

export const MAX_ATTEMPTS = 8;
/** How long a claimed delivery is reserved before another worker may take it (a crashed one). */
const LEASE_SECONDS = 120;

/** Seconds before attempt n + 1: 30 s, 1 min, 2 min… up to an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

export type DeliveryOptions = { batch?: number; backoff?: (attempts: number) => number };

/**
 * Claims the due deliveries (FOR UPDATE SKIP LOCKED: several instances share the work, never
 * the same row), sends each, and records the outcome. Answers how many were handled.
 */
export async function deliverDue(ctx: AppContext, channels: DeliveryChannels, options: DeliveryOptions = {}) {
  const claimed = await claimDeliveries(ctx.db, { batch: options.batch ?? 20 });
  for (const delivery of claimed) {
    await attemptDelivery(ctx.db, delivery, () => channels[delivery.channel](ctx, delivery), options.backoff);
  }
  return claimed.length;
}

/** Reserves due rows for this worker (all due ones, or one row by id if it is due and free). */
export async function claimDeliveries(db: Db, only: { batch: number; id?: number }): Promise<Delivery[]> {
  const claimed = await sql<Delivery>`
    UPDATE notification_deliveries SET status = 'sending', attempts = attempts + 1,
      run_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM notification_deliveries
      WHERE status IN ('pending', 'sending') AND run_at <= now()
        ${only.id === undefined ? sql`` : sql`AND id = ${only.id}`}
      ORDER BY run_at LIMIT ${only.batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return claimed.rows;
}

/** An account e-mail's text carries a one-time link: it is not kept once the e-mail left or was given up. */
export const ERASED_ACCOUNT_EMAIL_TEXT = '(texte effacé : il contenait un lien à usage unique)';

/** Sends a claimed delivery and records how it went: sent, to retry after a wait, or failed for good. */
export async function attemptDelivery(
  db: Db,
  delivery: Delivery,
  send: () => Promise<void>,
  backoff: (attempts: number) => number = backoffSeconds,
): Promise<void> {
  // A notice's e-mail (no user) carries no one-time link: kept as the record that its sender was told.
  const erase =
    delivery.channel === 'account_email' && delivery.user_id !== null ? { message: ERASED_ACCOUNT_EMAIL_TEXT } : {};
  try {
    await send();
    await settle(db, delivery.id, { status: 'sent', sent_at: sql`now()`, last_error: null, ...erase });
  } catch (error) {
    const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
    const failedForGood = delivery.attempts >= MAX_ATTEMPTS;
    await settle(db, delivery.id, {
      status: failedForGood ? 'failed' : 'pending',
      run_at: sql`now() + make_interval(secs => ${backoff(delivery.attempts)})`,
      last_error: lastError,
      ...(failedForGood ? erase : {}),
    });
  }
}

async function settle(db: Db, id: number, set: Record<string, unknown>) {
  await db
    .updateTable('notification_deliveries')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** The e-mail channel: written to the recipient's current address, in French, with one-click unsubscribe. */
export async function sendNotificationEmail(ctx: AppContext, delivery: Delivery): Promise<void> {
  const userId = delivery.user_id;
  if (!userId) throw new Error(`e-mail ${delivery.id} has no user`);
  const recipient = await ctx.db
    .selectFrom('profiles')
    .select(['email', 'full_name'])
    .where('id', '=', userId)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  // Erased since: there is no one left to write to, which is not a failure.
  if (!recipient) return;
  const base = ctx.config.publicUrl;
  const { category } = delivery;
  // A transactional e-mail cannot be turned off: offering to would be a lie.
  const unsubscribeUrl =
    category === 'transactional' || category === 'account'
      ? null
      : new URL(
          `/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(ctx.secrets.signing, userId, category))}`,
          base,
        ).toString();
  await ctx.mailer.send(
    notificationEmail({
      to: recipient.email,
      recipientName: recipient.full_name,
      title: delivery.title,
      message: delivery.message,
      actionUrl: delivery.link ? new URL(delivery.link, base).toString() : null,
      preferencesUrl: new URL('/settings', base).toString(),
      unsubscribeUrl,
      messageId: `<notification-${delivery.notification_id}@${new URL(base).hostname}>`,
    }),
  );
}
