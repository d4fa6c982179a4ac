import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglite-pool';
import type { PoolUse } from './pool-use';
import { PreparingPool } from './preparing-pool';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** The embedded engine itself, for dumping its data directory (tests, backups). */
  pglite?: PGlite;
  /** The server's address, for connections outside the pool (the live bus's LISTEN). */
  url?: string;
  /** The pool's connections right now (for /metrics). */
  poolUse(): PoolUse;
  close(): Promise<void>;
};

const INT8 = 20;
const NUMERIC = 1700;

// Cents and counts fit comfortably in a double; both drivers return plain numbers.
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(NUMERIC, (value) => Number(value));

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** A session connection for LISTEN, when `url` is a transaction-pooling PgBouncer. */
      directUrl?: string;
      maxConnections?: number;
      preparedStatements?: boolean;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.maxConnections ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max });
    const preparing = options.preparedStatements ?? true;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparing ? new PreparingPool(pool) : pool }),
    });
    return {
      db,
      kind: 'postgres',
      url: options.directUrl ?? options.url,
      poolUse: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => db.destroy(),
    };
  }
  const pglite = await openPGlite(options.dataDir, options.loadDataDir);
  const { db, poolUse } = kyselyOnPGlite(pglite);
  return { db, kind: 'pglite', pglite, poolUse, close: () => db.destroy() };
}

export function kyselyOnPGlite(pglite: PGlite, options = { closeEngine: true }): { db: Db; poolUse(): PoolUse } {
  const pool = new PGlitePool(pglite, options);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) }),
    poolUse: () => pool.use(),
  };
}

export async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
    parsers: {
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
    },
  });
}
