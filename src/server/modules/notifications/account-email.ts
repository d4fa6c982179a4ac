import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Mail, Mailer } from '@server/platform/mailer';
import { type Delivery, attemptDelivery, claimDeliveries } from './deliveries';

/**
 * The account's e-mails (address confirmation, password reset, change of address) through the
 * durable delivery queue (decision 051): the row is written first, then sent at once, so the
 * person waits no longer than before; if the mail server fails, the delivery worker tries again
 * with backoff (like notifications) instead of the message being lost.
 */
export async function queueAccountEmail(db: Db, mailer: Mailer, userId: string, mail: Mail): Promise<void> {
  const { id } = await db
    .insertInto('notification_deliveries')
    .values({
      user_id: userId,
      channel: 'account_email',
      category: 'account',
      recipient: mail.to,
      title: mail.subject,
      message: mail.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [claimed] = await claimDeliveries(db, { batch: 1, id });
  if (claimed) await attemptDelivery(db, claimed, () => mailer.send(accountMailOf(claimed)));
}

/** The account e-mail channel of the delivery worker: sent as written, to the address it was written for. */
export async function sendAccountEmail(ctx: AppContext, delivery: Delivery): Promise<void> {
  await ctx.mailer.send(accountMailOf(delivery));
}

function accountMailOf(delivery: Delivery): Mail {
  if (!delivery.recipient) throw new Error(`account e-mail ${delivery.id} has no recipient`);
  return { to: delivery.recipient, subject: delivery.title, text: delivery.message };
}
