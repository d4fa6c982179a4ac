import { sql } from 'kysely';

/** A row's place in the payments queue: its last change in microseconds since the epoch, then its id. */
export type QueueKey = { micros: string; id: string };

/** The key as SQL reads it, kept whole: a JavaScript Date would drop the microseconds. */
export const queueMicros = (column: string) =>
  sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;

/** Rows past the cursor's key in a queue ordered by (updated_at, id), oldest first. */
export const pastQueueKey = (updatedColumn: string, idColumn: string, after: QueueKey) =>
  sql<boolean>`(${sql.ref(updatedColumn)}, ${sql.ref(idColumn)})
    > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`;

/** PostgreSQL's order of (updated_at, id) in JavaScript: a uuid compares as its lowercase hex. */
export const byQueueKey = (a: QueueKey, b: QueueKey) => {
  const micros = BigInt(a.micros) - BigInt(b.micros);
  if (micros !== 0n) return micros < 0n ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
