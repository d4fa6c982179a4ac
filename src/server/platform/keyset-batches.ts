import { type RawBuilder, sql } from 'kysely';

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

/** The rows of a newest-first list below the last row read (no row yet: every row). */
export type Below = (timeColumn: string, idColumn: string) => RawBuilder<boolean>;

/**
 * A list ordered by (time DESC, id DESC), read in keyset batches. Each batch goes on below the
 * last row's key as it was read, not as its row is now: a row deleted meanwhile (a notification
 * clicked away, when the export reads without a snapshot) neither ends the list nor repeats a row.
 */
export function newestFirst<Row extends KeyedRow>(
  read: (below: Below, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  return keysetBatches<Row>((after, batchSize) => read(belowRow(after), batchSize), size);
}

/** The rows of a newest-first list below `after` as it was read; every row without one. */
export function belowRow(after: KeyedRow | undefined): Below {
  return (timeColumn, idColumn) =>
    after
      ? sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)})
            < (timestamptz 'epoch' + ${after.key_micros}::bigint * interval '1 microsecond', ${after.id})`
      : sql<boolean>`true`;
}
