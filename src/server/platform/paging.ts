import { type RawBuilder, sql } from 'kysely';
import { pagingMessages } from '@shared/paging';
import { badRequest } from './errors';

/**
 * A list reads one row more than a page (`limit(size + 1)`): that row's presence says another
 * page follows, without counting the rest.
 */
export function splitPage<T>(rows: T[], size: number): { page: T[]; hasMore: boolean } {
  return { page: rows.slice(0, size), hasMore: rows.length > size };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A keyset cursor: the last row's id, opaque to the client (decision 069). */
export const encodeCursor = (id: string): string => Buffer.from(id).toString('base64url');

/** The row id a cursor names; anything else is a 400 with a French message, never a 500. */
export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!UUID.test(id)) throw badRequest(pagingMessages.badCursor, 'BAD_CURSOR');
  return id;
}

/**
 * A cursor that carries its row's key as it was read: its microseconds since the epoch and its
 * id. For a list whose rows change places (a conversation goes to the top on each message), so
 * the next page goes on from where the last one stopped, wherever that row is now.
 */
export const encodeKeyCursor = (micros: string, id: string): string =>
  Buffer.from(`${micros}:${id}`).toString('base64url');

/** The key a `encodeKeyCursor` cursor carries; anything else is the same 400 as a forged id. */
export function decodeKeyCursor(cursor: string): { micros: string; id: string } {
  const [micros = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  if (!/^\d{1,17}$/.test(micros) || !UUID.test(id) || rest.length > 0) {
    throw badRequest(pagingMessages.badCursor, 'BAD_CURSOR');
  }
  return { micros, id };
}

/** A timestamp column as `encodeKeyCursor` carries it: microseconds since the epoch, from PostgreSQL. */
export const keyMicros = (column: string) =>
  sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`.as('key_micros');

/**
 * Rows after a key cursor in a newest-first list ordered by (time, id): the key as it was read,
 * whether or not its row is still there. No cursor: every row. The columns are code, never input.
 */
export function beforeKeyCursor(
  timeColumn: string,
  idColumn: string,
  after: { micros: string; id: string } | null,
): RawBuilder<boolean> {
  if (!after) return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)})
    < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`;
}

/**
 * A cursor for a list ordered in code, on figures computed per request (no index holds them):
 * the last row's integers and its id, as they were read.
 */
export const encodeComputedCursor = (figures: readonly number[], id: string): string =>
  Buffer.from([...figures, id].join(':')).toString('base64url');

/** The figures and id of an `encodeComputedCursor` cursor of `count` figures; anything else is a 400. */
export function decodeComputedCursor(cursor: string, count: number): { figures: number[]; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString().split(':');
  const id = parts.pop() ?? '';
  if (parts.length !== count || !parts.every((part) => /^-?\d{1,15}$/.test(part)) || !UUID.test(id)) {
    throw badRequest(pagingMessages.badCursor, 'BAD_CURSOR');
  }
  return { figures: parts.map(Number), id };
}

/** The next page's cursor: the last row's id when one more row than the page was read. */
export function nextCursorOf<T extends { id: string }>(
  rows: T[],
  size: number,
): { page: T[]; nextCursor: string | null } {
  const { page, hasMore } = splitPage(rows, size);
  const last = page.at(-1);
  return { page, nextCursor: hasMore && last ? encodeCursor(last.id) : null };
}

/**
 * Rows after the cursor's row in a newest-first list ordered by (created_at DESC, id DESC):
 * the row's own key is read back by its id, so the comparison keeps PostgreSQL's microseconds.
 * `table` and the two columns are code, never input.
 */
export function olderThan(
  table: string,
  createdColumn: string,
  idColumn: string,
  cursorId: string,
): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(createdColumn)}, ${sql.ref(idColumn)}) < (select k.created_at, k.id from ${sql.table(table)} as k where k.id = ${cursorId})`;
}

/** A keyset order other than newest first: the list's key column, its row id, and the way. */
export type KeysetOrder = {
  /** The table the cursor's row is read back from, and its key and id columns there. */
  table: string;
  keyColumn: string;
  idColumn: string;
  /** The same two columns as the list's query names them. */
  key: string;
  id: string;
  direction: 'asc' | 'desc';
};

/**
 * Rows after the cursor's row in a list ordered by (key, id), both the same way: like
 * `olderThan`, the row's own key is read back by its id. Every name is code, never input.
 */
export function pastCursor(order: KeysetOrder, cursorId: string): RawBuilder<boolean> {
  const beyond = order.direction === 'desc' ? sql`<` : sql`>`;
  return sql<boolean>`(${sql.ref(order.key)}, ${sql.ref(order.id)}) ${beyond} (select ${sql.ref(`k.${order.keyColumn}`)}, ${sql.ref(`k.${order.idColumn}`)} from ${sql.table(order.table)} as k where ${sql.ref(`k.${order.idColumn}`)} = ${cursorId})`;
}
