import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { announce, type RealtimeTopic } from '@server/platform/realtime';
import { type NewNotification, notify } from '../notifications/notify';

/** What an order change tells others. */
export type OrderEffects = { orderId: string; notifications: NewNotification[]; topics: RealtimeTopic[] };

/**
 * Written in the change's own transaction: people are told, and the admin's live lists
 * hear of it, exactly when the change commits.
 */
export async function recordOrderEffects(trx: Kysely<Database>, effects: OrderEffects): Promise<void> {
  await notify(trx, effects.notifications);
  for (const topic of effects.topics) await announce(trx, { kind: 'admin', topic, orderId: effects.orderId });
}
