import { sql } from 'kysely';
import { holidayNote } from '@shared/profile/holiday';
import type { Db } from '@server/db/connection';
import type { Conversation } from './conversation-access';

/**
 * Decision 059: a buyer writing to a seller on holiday reads an automatic note from the seller
 * right after their message, once per conversation and holiday. The compare-and-set on
 * `holiday_note_for` (the holiday's start) makes two messages at once write one note. The note
 * is not counted unread nor notified: the buyer is in the conversation as it arrives.
 */
export async function addHolidayNote(
  trx: Db,
  conversation: Pick<Conversation, 'id' | 'seller_id'>,
  recipientId: string,
  now: Date,
) {
  if (recipientId !== conversation.seller_id) return;
  const holiday = await trx
    .selectFrom('profiles')
    .select(['holiday_started_at', sql<string>`holiday_until::text`.as('until')])
    .where('id', '=', recipientId)
    .where('holiday_until', 'is not', null)
    .executeTakeFirst();
  if (!holiday?.holiday_started_at) return;
  const claimed = await trx
    .updateTable('conversations')
    .set({ holiday_note_for: holiday.holiday_started_at })
    .where('id', '=', conversation.id)
    .where((eb) =>
      eb.or([eb('holiday_note_for', 'is', null), eb('holiday_note_for', '<>', holiday.holiday_started_at)]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return;
  const note = await trx
    .insertInto('messages')
    .values({
      conversation_id: conversation.id,
      sender_id: recipientId,
      body: holidayNote(holiday.until),
      automatic: true,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('conversations').set({ last_message_id: note.id }).where('id', '=', conversation.id).execute();
}
