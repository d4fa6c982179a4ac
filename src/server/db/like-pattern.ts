/** `%text%` for ILIKE, with the searcher's own %, _ and \ taken literally. */
export const containing = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
