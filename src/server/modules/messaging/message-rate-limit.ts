import { type Kysely, sql } from 'kysely';
import { MESSAGE_RATE_LIMITS } from '@shared/messaging/message.schemas';
import { messagingTexts } from '@shared/messaging/message-texts';
import type { Database } from '@server/db/schema';
import { tooManyRequests } from '@server/platform/errors';

const rateLimited = (waitMs: number) => tooManyRequests(messagingTexts.rateLimited, waitMs, 'MESSAGE_RATE_LIMITED');

/**
 * Counted from the sender's own messages (an index on sender and time), so the limit holds
 * across instances and restarts with nothing else to keep. Inside the sending transaction a
 * per-sender advisory lock makes concurrent sends count one after the other.
 */
export async function checkMessageRate(db: Kysely<Database>, senderId: string, now: Date, locked = false) {
  if (locked) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`messages:${senderId}`}, 0))`.execute(db);
  const longest = Math.max(...MESSAGE_RATE_LIMITS.map((limit) => limit.windowSeconds));
  const since = new Date(now.getTime() - longest * 1000);
  const recent = await db
    .selectFrom('messages')
    .select('created_at')
    .where('sender_id', '=', senderId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(Math.max(...MESSAGE_RATE_LIMITS.map((limit) => limit.max)))
    .execute();
  for (const limit of MESSAGE_RATE_LIMITS) {
    const from = now.getTime() - limit.windowSeconds * 1000;
    const inWindow = recent.filter((row) => row.created_at.getTime() > from);
    // The oldest message that fills the window leaves it first.
    const leaving = inWindow[limit.max - 1];
    if (leaving) throw rateLimited(leaving.created_at.getTime() + limit.windowSeconds * 1000 - now.getTime());
  }
}
