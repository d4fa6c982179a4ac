import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { ShopQuery } from '@shared/catalogue/shop-query.schemas';
import type { Database } from '@server/db/schema';
import { listProducts } from '@server/modules/catalogue/list-products';

/**
 * The statement the shop endpoint sends for `query` (the page, with the capped total of the
 * first page as a subquery), captured by running the real listProducts once through a Kysely
 * instance whose log hook keeps it.
 */
export async function captureShopSql(pool: pg.Pool, query: ShopQuery): Promise<CompiledQuery> {
  const seen: CompiledQuery[] = [];
  // Not destroyed: that would end the shared pool, and this instance holds nothing else.
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void seen.push(event.query),
  });
  await listProducts(db, query, null);
  const [statement] = seen;
  if (seen.length !== 1 || !statement) throw new Error(`expected one statement, saw ${seen.length}`);
  return statement;
}

const FLOOR_STATEMENT = 'shop-floor';

/**
 * Sends a captured statement as the app's pool does: prepared once per connection, then bound and
 * run. Each statement text needs its own name: pg refuses one name for two texts.
 */
export const replay = (pool: pg.Pool, query: CompiledQuery, name = FLOOR_STATEMENT) =>
  pool.query({ name, text: query.sql, values: query.parameters as unknown[] });

/**
 * The floor issue 35 names: the same statements answered over HTTP by a bare node:http server
 * (no framework, no hooks, no mapping), their rows written as JSON. Loaded by the same load
 * generator as the API, so both pay for HTTP and for the generator's share of the processors.
 */
export async function serveStatements(
  pool: pg.Pool,
  statements: CompiledQuery[],
  names: string[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    Promise.all(statements.map((statement, i) => replay(pool, statement, names[i]))).then(
      (results) => {
        const body = JSON.stringify(results.length === 1 ? results[0]?.rows : results.map((result) => result.rows));
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a captured statement unprepared, as Kysely does on its own: parsed and planned at every run. */
export const replayUnprepared = (pool: pg.Pool, query: CompiledQuery) =>
  pool.query(query.sql, query.parameters as unknown[]);

/** How often the floor's prepared statement ran on its generic plan, on whichever pooled connection answers. */
export async function planReuse(pool: pg.Pool): Promise<{ generic: number; custom: number }> {
  const { rows } = await pool.query<{ generic: number; custom: number }>(
    `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1`,
    [FLOOR_STATEMENT],
  );
  return rows[0] ?? { generic: 0, custom: 0 };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement with its values bound; prepared runs reuse a generic plan of the same shape. */
export async function explain(pool: pg.Pool, query: CompiledQuery, name = FLOOR_STATEMENT): Promise<string[]> {
  await replay(pool, query, name); // warm
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
    query.parameters as unknown[],
  );
  return result.rows.map((row) => row['QUERY PLAN']);
}

/** Indexes and scans named in a plan, for the summary. */
export function planAccess(lines: string[]): string[] {
  return [
    ...new Set(
      lines.flatMap((line) => {
        const match =
          /(Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|Seq Scan)( Backward)?(?: using (\S+))? on (\S+)/.exec(
            line,
          );
        return match ? [`${match[1]}${match[2] ?? ''}${match[3] ? ` using ${match[3]}` : ''} on ${match[4]}`] : [];
      }),
    ),
  ];
}
