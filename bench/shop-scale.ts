// `npm run bench:shop -- --products 1000000` (issue 35, decision 067): each shop request shape
// at 10,000, 100,000 and the given number of products, API beside its raw-SQL floor. Each size
// has its own database (boucles_bench_10k, boucles_bench_100k, boucles_bench_1m…), seeded once
// in SQL and reused by later runs (pending migrations are applied); BENCH_SECONDS sets the
// measured seconds per figure (default 4), BENCH_SHAPES=name,name picks shapes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import webpush from 'web-push';
import { shopQuerySchema } from '@shared/catalogue/shop-query.schemas';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import type { Database } from '@server/db/schema';
import { listProducts } from '@server/modules/catalogue/list-products';
import { getSellerProfile } from '@server/modules/sellers/sellers.service';
import { loadHttp } from './http-load';
import { isSeeded, markSeeded, recreateDatabase, seedCatalogue } from './seed';
import { explain, planAccess, replay, serveStatements } from './sql-floor';
import { closedLoop, mergeRuns, ms, perSecond, seconds } from './stats';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP_SECONDS = 1;
const TARGET_P95_MS = 50;
const TARGET_API_P95_MS = 20;
const TARGET_RATIO = 0.8;
const SERVER = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/';

/** The shop's request shapes (issue 35); `seller` is the public seller page, the rest GET /api/products. */
const ALL_SHAPES: { name: string; query?: string }[] = [
  { name: 'no filter', query: '' },
  { name: 'category + price sort', query: 'category=Perruques&sort=price_asc' },
  { name: 'text search', query: 'q=perruque lace' },
  { name: 'rare words', query: 'q=HD lace 4C' },
  {
    name: 'six filters + price sort',
    query:
      'category=Perruques&hairType=Naturel&color=noir&length=40-100&priceMin=100&priceMax=300&texture=body_wave&sort=price_asc',
  },
  { name: 'price range', query: 'priceMin=50&priceMax=150' },
  { name: 'condition', query: 'condition=worn_good' },
  { name: 'lace colour', query: 'laceColour=brown' },
  { name: 'curl pattern', query: 'curlPattern=4C' },
  { name: 'attachment', query: 'attachment=micro_rings' },
  { name: 'lace', query: 'lace=full_lace' },
  { name: 'cap size', query: 'capSize=XS' },
  { name: 'origin', query: 'origin=cambodgien' },
  { name: 'colour', query: 'color=gris' },
  { name: 'length', query: 'length=0-20' },
  { name: 'seller page' },
];
const SHAPES = ALL_SHAPES.filter(
  (shape) => !process.env.BENCH_SHAPES || process.env.BENCH_SHAPES.split(',').includes(shape.name),
);

const label = (products: number) =>
  products >= 1_000_000 && products % 1_000_000 === 0
    ? `${products / 1_000_000}m`
    : products % 1000 === 0
      ? `${products / 1000}k`
      : String(products);

/** 10k and 100k below the asked size, then the asked size. */
export const benchSizes = (products: number) => [...new Set([10_000, 100_000, products].filter((n) => n <= products))];

type Row = {
  size: number;
  shape: string;
  api: string;
  floor: string;
  httpFloor: string;
  /** API throughput over the bare HTTP server's (the issue's floor). */
  ratio: number;
  /** API throughput over the statements' own, without HTTP. */
  sqlRatio: number;
  apiP95: number;
  floorP95: number;
  plan: string;
};

const log = (line = '') => console.log(line);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** Opens (seeding it first if it is not seeded yet) the database of `products` products. */
async function prepare(products: number) {
  const url = `${SERVER}boucles_bench_${label(products)}`;
  const started = performance.now();
  if (await isSeeded(url, products)) {
    const handle = await openDatabase({ kind: 'postgres', url, maxConnections: CONNECTIONS });
    const applied = await migrate(handle.db);
    log(
      `${label(products)}: reusing ${url}${applied.length ? `, applied ${applied.join(', ')}` : ''} (${seconds(performance.now() - started)})`,
    );
    return { url, handle };
  }
  await recreateDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: CONNECTIONS });
  await migrate(handle.db);
  const seed = await seedCatalogue(handle.db, products);
  await markSeeded(handle.db, products);
  log(
    `${label(products)}: seeded ${url} in ${seconds(performance.now() - started)} (${seed.steps.map((s) => `${s.label} ${seconds(s.ms)}`).join(', ')}; VACUUM ANALYZE ${seconds(seed.vacuumMs)})`,
  );
  return { url, handle };
}

/** The statements `run` sends, captured through a Kysely instance on `pool` whose log keeps them. */
async function captureSql(pool: pg.Pool, run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void seen.push(event.query),
  });
  await run(db);
  return seen;
}

async function measureSize(products: number): Promise<Row[]> {
  const { url, handle } = await prepare(products);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boucles-bench-'));
  const vapid = webpush.generateVAPIDKeys();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-sign-0',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  const logger = pino({ level: 'silent' });
  const { ctx, close } = await createContext(config, logger, { database: handle });
  // The limit stays on and counted as in production (decision 067), just high enough for one load generator.
  const app = await buildApp(ctx, { logger, apiRateLimit: 1e9, webDistDir: path.join(dataDir, 'no-web-build') });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  // A seller with a few hundred listings at a million: the median shop of the seed's long tail.
  const seller = await sql<{ id: string }>`SELECT seller_id AS id FROM products GROUP BY seller_id
    ORDER BY abs(count(*) - ${Math.max(20, Math.round(products / 1500))}) LIMIT 1`.execute(handle.db);
  const sellerId = seller.rows[0]!.id;
  const rows: Row[] = [];
  try {
    for (const shape of SHAPES) {
      const apiPath =
        shape.query === undefined
          ? `/api/sellers/${sellerId}`
          : `/api/products?limit=24${shape.query ? `&${shape.query}` : ''}`;
      const statements =
        shape.query === undefined
          ? await captureSql(pool, (db) => getSellerProfile(db, sellerId, null))
          : await captureSql(pool, (db) =>
              listProducts(db, shopQuerySchema.parse(Object.fromEntries(new URLSearchParams(shape.query))), null),
            );
      const names = statements.map((_, i) => `scale-${shape.name}-${i}`.replace(/\W+/g, '-'));
      const floorOnce = () => Promise.all(statements.map((statement, i) => replay(pool, statement, names[i])));
      const load = { concurrency: CONNECTIONS, seconds: SECONDS / 2, warmupSeconds: WARMUP_SECONDS };
      const bare = await serveStatements(pool, statements, names);
      // Taking turns, twice: this machine's speed drifts within a minute.
      const apiRuns = [];
      const httpRuns = [];
      const floorRuns = [];
      for (let round = 0; round < 2; round++) {
        apiRuns.push((await loadHttp({ url: `${base}${apiPath}`, connections: CONNECTIONS, ...load })).exact);
        httpRuns.push((await loadHttp({ url: bare.url, connections: CONNECTIONS, ...load })).exact);
        floorRuns.push(await closedLoop(floorOnce, load));
      }
      await bare.close();
      const api = mergeRuns(apiRuns);
      const httpFloor = mergeRuns(httpRuns);
      const floor = mergeRuns(floorRuns);
      const plan = planAccess(await explain(pool, statements[0]!, names[0]))
        .filter((line) => line.includes(' on products'))
        .join('; ');
      const row: Row = {
        size: products,
        shape: shape.name,
        api: `p50 ${ms(api.p50)} p95 ${ms(api.p95)} ${perSecond(api.perSecond)}`,
        floor: `p50 ${ms(floor.p50)} p95 ${ms(floor.p95)} ${perSecond(floor.perSecond)}`,
        httpFloor: `p95 ${ms(httpFloor.p95)} ${perSecond(httpFloor.perSecond)}`,
        ratio: api.perSecond / httpFloor.perSecond,
        sqlRatio: api.perSecond / floor.perSecond,
        apiP95: api.p95,
        floorP95: floor.p95,
        plan,
      };
      log(
        `${label(products).padStart(5)} ${shape.name.padEnd(26)} API ${row.api.padEnd(34)} bare HTTP ${row.httpFloor.padEnd(24)} SQL ${row.floor.padEnd(34)} ${percent(row.ratio)} of bare HTTP, ${percent(row.sqlRatio)} of SQL  ${plan}`,
      );
      rows.push(row);
    }
  } finally {
    await app.close();
    await pool.end();
    await close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export async function benchShopScale(products: number): Promise<void> {
  log(
    `Shop at scale: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} (a shared machine skews every figure); ${CONNECTIONS} connections, ${SECONDS} s per figure`,
  );
  const rows: Row[] = [];
  for (const size of benchSizes(products)) rows.push(...(await measureSize(size)));
  log(
    "\n== Summary (p95; API = GET with HTTP and JSON, SQL = the same statements prepared on a pg pool; % = API throughput over a bare node:http server sending the same statements' rows)",
  );
  const largest = Math.max(...rows.map((row) => row.size));
  for (const shape of SHAPES) {
    const cells = rows.filter((row) => row.shape === shape.name);
    const at = (size: number) => cells.find((row) => row.size === size);
    const top = at(largest);
    const below = at(Math.max(...cells.map((row) => row.size).filter((size) => size < largest)));
    const growth = top && below ? top.floorP95 / below.floorP95 : Number.NaN;
    const line = cells
      .map((row) => `${label(row.size)}: SQL ${ms(row.floorP95)}, API ${ms(row.apiP95)}, ${percent(row.ratio)}`)
      .join(' | ');
    const verdict = top
      ? `SQL ≤ ${TARGET_P95_MS} ms ${top.floorP95 <= TARGET_P95_MS ? 'yes' : 'NO'}, ≤ 2× of ${below ? label(below.size) : '-'} ${growth <= 2 ? 'yes' : 'NO'} (${growth.toFixed(1)}×)`
      : '';
    log(`${shape.name.padEnd(26)} ${line}  [${verdict}]`);
  }
  const listing = rows.filter((row) => row.shape === 'category + price sort');
  for (const row of listing)
    log(
      `listing API at ${label(row.size)}: ${percent(row.ratio)} of the bare HTTP + SQL floor (target ≥ ${TARGET_RATIO * 100} %: ${row.ratio >= TARGET_RATIO ? 'yes' : 'NO'}), ${percent(row.sqlRatio)} of the statements alone; API p95 ${ms(row.apiP95)} (target ≤ ${TARGET_API_P95_MS} ms: ${row.apiP95 <= TARGET_API_P95_MS ? 'yes' : 'NO'})`,
    );
  log(
    `Load average after: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
