import type { CompiledQuery } from 'kysely';
import { expect } from 'vitest';
import { MAX_PAGE_SIZE } from '@shared/paging';
import type { Db } from '@server/db/connection';

/** The plan PostgreSQL would run `statement` with, its values bound (EXPLAIN without ANALYZE). */
export async function explain(db: Db, statement: CompiledQuery): Promise<string> {
  const explained = { ...statement, sql: `EXPLAIN ${statement.sql}` } as CompiledQuery<{ 'QUERY PLAN': string }>;
  const { rows } = await db.executeQuery(explained);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The rows each Sort of the plan expects to order. */
export const sortedRows = (text: string) =>
  [...text.matchAll(/Sort {2}\(cost=[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1]));

/**
 * A page read as a range of `index`: that index scanned (a bitmap scan of the range too), the
 * list's table never read whole, and no sort of more than the page's rows (a page taken first
 * may be ordered again once joined).
 */
export function expectIndexRange(text: string, table: string, index: string) {
  expect(text, text).toMatch(new RegExp(`(Index (Only )?Scan (Backward )?using|Bitmap Index Scan on) ${index}\\b`));
  expect(text, text).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  expect(
    sortedRows(text).filter((rows) => rows > MAX_PAGE_SIZE + 1),
    text,
  ).toEqual([]);
}
