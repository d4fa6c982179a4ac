import type { Kysely } from 'kysely';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { Database } from '@server/db/schema';

/** The photos an erased account sent: personal files, deleted with the account's others. */
export async function sentPhotoKeys(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('message_photos as mp')
    .innerJoin('messages as m', 'm.id', 'mp.message_id')
    .select('mp.storage_key')
    .where('m.sender_id', '=', userId)
    .execute();
  return rows.map((row) => row.storage_key);
}

/**
 * An erased account's messages lose their words and photos (they may hold a phone number, an
 * address, a face); the other person keeps the thread, with a mark where each message was.
 */
export async function eraseSentMessages(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .deleteFrom('message_photos')
    .where('message_id', 'in', (eb) => eb.selectFrom('messages').select('id').where('sender_id', '=', userId))
    .execute();
  await trx
    .updateTable('messages')
    .set({ body: messagingTexts.erased, payment_warning: false, removed_body: null })
    .where('sender_id', '=', userId)
    .execute();
}
