import type { DatabaseKind, Db } from '@server/db/connection';

/**
 * Exports read in a snapshot at once, per instance. Each holds one pooled connection for as long
 * as its download lasts, at the pace the browser reads: a few slow downloads must not take the
 * pool (10 connections) from every other request.
 */
const SNAPSHOTS_AT_ONCE = 2;

const ignoreFailure = () => undefined;

export type SnapshotReads = <T>(db: Db, write: (reader: Db) => AsyncIterable<T>) => AsyncGenerator<T>;

/**
 * Runs an export's reads so that they all see the database as it was when the export began
 * (decision 078): on PostgreSQL, in one REPEATABLE READ, READ ONLY transaction, opened when the
 * first piece is asked for and ended when the last is out, or when the download stops (the
 * response destroys its stream, which ends this generator). On PGlite, and past
 * SNAPSHOTS_AT_ONCE, each batch is read on its own: PGlite has a single connection, and a
 * transaction would hold every other request until the download ends. The keyset batches
 * still give each row at most once; what changes meanwhile is read as it is when its turn comes.
 */
export function snapshotReads(kind: DatabaseKind): SnapshotReads {
  let held = 0;
  return async function* inSnapshot(db, write) {
    if (kind !== 'postgres' || held >= SNAPSHOTS_AT_ONCE) {
      yield* write(db);
      return;
    }
    held += 1;
    try {
      const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
      let open = true;
      try {
        yield* write(trx);
        await trx.commit().execute();
        open = false;
      } finally {
        // Ended early (a failure, or the download stopped). After a failure the failure is what
        // counts: a rollback on a broken connection fails too, and Kysely gives the connection
        // back either way.
        if (open) await trx.rollback().execute().catch(ignoreFailure);
      }
    } finally {
      held -= 1;
    }
  };
}
