/**
 * A list reads one row more than a page (`limit(size + 1)`): that row's presence says another
 * page follows, without counting the rest.
 */
export function splitPage<T>(rows: T[], size: number): { page: T[]; hasMore: boolean } {
  return { page: rows.slice(0, size), hasMore: rows.length > size };
}
