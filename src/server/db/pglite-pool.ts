import type { PGlite } from '@electric-sql/pglite';
import type { PoolUse } from './pool-use';

type QueryResult = { rows: unknown[]; rowCount: number; command: string };

export type PoolClient = {
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult>;
  release(): void;
};

/**
 * Presents PGlite's single connection as the pool Kysely's PostgresDialect expects.
 * Connections are handed out one at a time, so a transaction never interleaves with
 * another request's queries: inside a transaction, use the transaction, never `db`.
 */
export class PGlitePool {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  private busy = false;

  /** `closeEngine: false` leaves the PGlite instance open when Kysely is destroyed (tests reuse it). */
  constructor(
    private readonly pg: PGlite,
    private readonly options: { closeEngine: boolean } = { closeEngine: true },
  ) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    this.queued++;
    await previous;
    this.queued--;
    this.busy = true;
    return {
      query: async (sql, parameters) => {
        // Parameterless text may hold several statements (migrations): use the simple protocol.
        const result =
          parameters.length === 0
            ? (await this.pg.exec(sql)).at(-1)
            : await this.pg.query(sql, parameters as unknown[]);
        return {
          rows: result?.rows ?? [],
          rowCount: result?.affectedRows ?? result?.rows.length ?? 0,
          command: commandOf(sql),
        };
      },
      release: () => {
        this.busy = false;
        release();
      },
    };
  }

  /** The one connection, whether a request holds it, and how many wait their turn (for /metrics). */
  use(): PoolUse {
    return { connections: 1, idle: this.busy ? 0 : 1, waiting: this.queued, max: 1 };
  }

  async end(): Promise<void> {
    await this.tail;
    if (this.options.closeEngine) await this.pg.close();
  }
}

function commandOf(sql: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sql);
  return (match?.[1] ?? 'SELECT').toUpperCase();
}
