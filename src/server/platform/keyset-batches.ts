import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Keyset batches, for an export written as it is read (decisions 069, 078): `read(after)`
 * returns at most `size` rows after the given last row (none: from the start); stops at the
 * first short batch.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | undefined, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after, size);
    yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}

/** Each batch's rows, mapped one by one. */
export async function* mapBatches<Row, Out>(
  batches: AsyncIterable<Row[]>,
  map: (row: Row) => Out,
): AsyncGenerator<Out[]> {
  for await (const rows of batches) yield rows.map(map);
}

/** A row as a newest-first export reads it: its time in PostgreSQL's microseconds (`keyMicros`), and its id. */
export type KeyedRow = { key_micros: string; id: string | number };

/**
 * The next batch of a newest-first list: its query kept to the rows below the last row read (no
 * row yet: every row), ordered by (time DESC, id DESC), at most the batch's size.
 */
export type NextBatch = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  timeColumn: string,
  idColumn: string,
) => SelectQueryBuilder<DB, TB, O>;

/**
 * A list ordered by (time DESC, id DESC), read in keyset batches. Each batch goes on below the
 * last row's key as it was read, not as its row is now: a row deleted meanwhile (a notification
 * clicked away, when the export reads without a snapshot) neither ends the list nor repeats a row.
 */
export function newestFirst<Row extends KeyedRow>(
  read: (nextBatch: NextBatch) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  return keysetBatches<Row>((after, batchSize) => read(batchBelow(after, batchSize)), size);
}

/** At most `size` rows of a newest-first list below `after` as it was read; from the newest without one. */
export function batchBelow(after: KeyedRow | undefined, size: number): NextBatch {
  return (query, timeColumn, idColumn) =>
    query
      .where(
        after
          ? sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)})
            < (timestamptz 'epoch' + ${after.key_micros}::bigint * interval '1 microsecond', ${after.id})`
          : sql<boolean>`true`,
      )
      .orderBy(sql`${sql.ref(timeColumn)} desc, ${sql.ref(idColumn)} desc`)
      .limit(size);
}
