import type { Db } from '@server/db/connection';
import type { SecurityEvent } from '@server/db/schema';

type HeadersLike = Headers | undefined;

/** Security events are kept 12 months (purged by a job), for the user's and our protection. */
export async function recordSecurityEvent(
  db: Db,
  entry: { userId: string | null; event: SecurityEvent; headers: HeadersLike },
): Promise<void> {
  await db
    .insertInto('security_logs')
    .values({
      user_id: entry.userId,
      event: entry.event,
      ip_address: entry.headers?.get('x-client-ip') ?? null,
      user_agent: entry.headers?.get('user-agent')?.slice(0, 300) ?? null,
    })
    .execute();
}
