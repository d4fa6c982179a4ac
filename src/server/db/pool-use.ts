/** How busy the database connections are, read at each /metrics scrape. */
export type PoolUse = {
  /** Open connections (PGlite: its single one). */
  connections: number;
  idle: number;
  /** Requests waiting for a connection (PGlite: queries queued behind the one running). */
  waiting: number;
  max: number;
};
