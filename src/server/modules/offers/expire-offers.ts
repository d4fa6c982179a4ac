import type { Kysely } from 'kysely';
import { formatEuros } from '@shared/money';
import { offerTexts } from '@shared/offers/offer-texts';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import type { Job } from '@server/platform/jobs';
import { announce } from '@server/platform/realtime';
import { conversationLink } from '../messaging/message-notifications';
import { notify } from '../notifications/notify';

const BATCH = 200;

function lapsed(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.status', 'o.buyer_id', 'o.seller_id', 'o.conversation_id', 'o.amount_cents', 'p.title'])
    .where('o.status', 'in', ['pending', 'accepted'])
    .where('o.expires_at', '<=', now);
}
type Lapsed = Awaited<ReturnType<ReturnType<typeof lapsed>['execute']>>[number];

/** Compare-and-set on the status it was seen in: a second pass, or an answer that won, changes nothing. */
async function expireOne(trx: Kysely<Database>, row: Lapsed, now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('offers')
    .set({ status: 'expired' })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('expires_at', '<=', now)
    .returning('id')
    .executeTakeFirst();
  if (!moved) return false;
  const link = conversationLink(row.conversation_id);
  const message = offerTexts.expiredText(formatEuros(row.amount_cents), row.title);
  await notify(
    trx,
    [row.buyer_id, row.seller_id].map((userId) => ({
      userId,
      type: 'message' as const,
      title: offerTexts.expiredTitle,
      message,
      link,
    })),
  );
  await announce(trx, {
    kind: 'conversation',
    userIds: [row.buyer_id, row.seller_id],
    conversationId: row.conversation_id,
  });
  return true;
}

/** Inside another action's transaction: this buyer's offers past their time, before counting theirs. */
export async function expireLapsedOffers(trx: Kysely<Database>, now: Date, buyerId: string): Promise<void> {
  for (const row of await lapsed(trx, now).where('o.buyer_id', '=', buyerId).execute()) await expireOne(trx, row, now);
}

/**
 * Decision 058: an offer unanswered 24 h, or accepted and not ordered within 24 h, expires;
 * both people are told. Each in its own transaction, batch after batch until none is due.
 */
export async function expireOffers(db: Db, now: Date, batch = BATCH): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await lapsed(db, now).orderBy('o.expires_at').limit(batch).execute();
    for (const row of due) {
      if (await db.transaction().execute((trx) => expireOne(trx, row, now))) expired++;
    }
    if (due.length < batch) return expired;
  }
}

export function expireOffersJob(ctx: AppContext): Job {
  return { name: 'expire-offers', everyMs: 5 * 60 * 1000, run: (db) => expireOffers(db, ctx.clock.now()) };
}
