/** Rows an export reads per query: a few hundred kilobytes of CSV, whatever the period's size. */
export const EXPORT_BATCH_ROWS = 2_000;

/**
 * Keyset batches: `read(after)` returns the rows after the given last row (none: from the
 * start), at most `size`; stops at the first short batch.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | undefined, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after, size);
    yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}

/** Each batch's rows as CSV fields. */
export async function* mapBatches<Row>(batches: AsyncIterable<Row[]>, map: (row: Row) => string[]) {
  for await (const rows of batches) yield rows.map(map);
}
