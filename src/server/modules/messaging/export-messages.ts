import type { Db } from '@server/db/connection';
import { keyMicros } from '@server/platform/paging';
import { newestFirst } from '@server/platform/keyset-batches';

/**
 * For the data export: the messages the user wrote, newest first, a batch at a time, with what
 * each conversation was about. What the other person wrote is theirs: only how many messages
 * they received is given (`receivedMessageCount`).
 */
export async function* writtenMessages(db: Db, userId: string, batchRows: number) {
  const batches = newestFirst(
    (nextBatch) =>
      db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(['m.id', keyMicros('m.created_at'), 'm.conversation_id', 'm.body', 'm.created_at', 'p.title'])
        .select((eb) =>
          eb
            .selectFrom('message_photos as mp')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('mp.message_id', '=', 'm.id')
            .as('photo_count'),
        )
        .where('m.sender_id', '=', userId)
        .$call((query) => nextBatch(query, 'm.created_at', 'm.id'))
        .execute(),
    batchRows,
  );
  for await (const rows of batches) {
    yield rows.map((row) => ({
      conversationId: row.conversation_id,
      about: row.title,
      body: row.body,
      photos: Number(row.photo_count ?? 0),
      createdAt: row.created_at.toISOString(),
    }));
  }
}

export async function receivedMessageCount(db: Db, userId: string): Promise<number> {
  const received = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('messages as m', 'm.conversation_id', 'cm.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cm.user_id', '=', userId)
    .where('m.sender_id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(received.n);
}
