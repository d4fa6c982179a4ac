// Shop listing benchmark: `npm run bench:shop` (add `-- --keep` to keep the database, or
// `-- --products 1000000` for every shape at 10k, 100k and a million, see shop-scale.ts;
// BENCH_DATABASE_URL, BENCH_SECONDS and BENCH_PRODUCTS override the server, the measured seconds
// and the number of products).
// Seeds 100,000 products on a PostgreSQL server, loads GET /api/products with autocannon,
// measures the same SQL straight through pg (the floor), explains the plan, and weighs the
// images of the first shop screen on the demo catalogue. It prints figures; it asserts nothing.
// Then each of SHAPES (issue 31's filters beside the same request without them) gets its own
// API and floor p95 and plan; BENCH_SHAPES=name,name picks some (BENCH_SHAPES=none skips them).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import webpush from 'web-push';
import { shopQuerySchema } from '@shared/catalogue/shop-query.schemas';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { listProducts } from '@server/modules/catalogue/list-products';
import { measureFirstScreen } from './first-screen';
import { type HttpLoadResult, loadHttp } from './http-load';
import { dropDatabase, PRODUCTS, recreateDatabase, SELLERS, seedCatalogue } from './seed';
import { captureShopSql, explain, planAccess, planReuse, replay, replayUnprepared } from './sql-floor';
import { benchShopScale } from './shop-scale';
import { type RunStats, closedLoop, mergeRuns, ms, perSecond, seconds } from './stats';

const KEEP = process.argv.includes('--keep');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench';
const SHOP_PATH = '/api/products?limit=24&category=Perruques&sort=price_asc';
/** Requests with the condition and hair-detail filters (decision 057), each beside its unfiltered twin. */
const ALL_SHAPES = [
  { name: 'recent', path: '/api/products?limit=24' },
  { name: 'recent+condition', path: '/api/products?limit=24&condition=worn_good' },
  { name: 'recent+laceColour', path: '/api/products?limit=24&laceColour=brown' },
  { name: 'recent+curlPattern', path: '/api/products?limit=24&curlPattern=4C' },
  { name: 'recent+attachment', path: '/api/products?limit=24&attachment=micro_rings' },
  { name: 'wigs-price', path: SHOP_PATH },
  {
    name: 'wigs-price+condition+laceColour',
    path: '/api/products?limit=24&category=Perruques&sort=price_asc&condition=worn_like_new&laceColour=hd',
  },
  { name: 'q', path: '/api/products?limit=24&q=perruque%20lace' },
  { name: 'q+details', path: '/api/products?limit=24&q=HD%20lace%204C' },
];
const SHAPES = ALL_SHAPES.filter(
  (shape) => !process.env.BENCH_SHAPES || process.env.BENCH_SHAPES.split(',').includes(shape.name),
);
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? PRODUCTS);
const ROUNDS = 3;
const WARMUP_SECONDS = 2;
const TARGET_P95_MS = 30;
const TARGET_RATIO = 0.5;
const TARGET_FIRST_SCREEN_BYTES = 1024 * 1024;

const logger = pino({ level: 'silent' });
/** What is open, closed in reverse order at the end or on a failure. */
const closers: (() => Promise<unknown>)[] = [];
async function closeAll() {
  for (const closer of closers.splice(0).reverse())
    await closer().catch((error: unknown) => console.error('cleanup:', error));
}
const log = (line = '') => console.log(line);
const section = (title: string) => log(`\n== ${title}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const sumBy = <T>(items: T[], value: (item: T) => number) => items.reduce((sum, item) => sum + value(item), 0);

async function main() {
  const db = await serverInfo();
  log(
    `Shop listing benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${db}`,
  );
  const loadBefore = loadAverage();
  log(`Load average before the run ${loadBefore} (other work on this machine skews every figure)`);
  log(
    `Database ${redact(DATABASE_URL)}; load ${CONNECTIONS} connections, ${SECONDS} s measured per figure (${ROUNDS} rounds, each after ${WARMUP_SECONDS} s warm-up)`,
  );

  section(`1. Seed (${PRODUCT_COUNT.toLocaleString('en')} products, ${SELLERS} sellers)`);
  const started = performance.now();
  await recreateDatabase(DATABASE_URL);
  closers.push(() => (KEEP ? Promise.resolve() : dropDatabase(DATABASE_URL)));
  const handle = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: CONNECTIONS });
  // Replaced by the context's close once there is one: it ends the live bus's LISTEN connection first.
  let closeDatabase = () => handle.close();
  closers.push(() => closeDatabase());
  await migrate(handle.db);
  const migrateMs = performance.now() - started;
  const seed = await seedCatalogue(handle.db, PRODUCT_COUNT);
  const seedMs = seed.steps.reduce((sum, step) => sum + step.ms, 0) + seed.vacuumMs;
  log(
    `create + migrate ${seconds(migrateMs)}; ${seed.steps.map((s) => `${s.label} ${seconds(s.ms)}`).join(', ')}; VACUUM ANALYZE + CHECKPOINT ${seconds(seed.vacuumMs)}`,
  );
  log(
    `rows: ${Object.entries(seed.counts)
      .map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`)
      .join(', ')}`,
  );

  section(`2. API (GET ${SHOP_PATH}) and raw SQL floor, taking turns`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boucles-bench-'));
  closers.push(() => rm(dataDir, { recursive: true, force: true }));
  const vapid = webpush.generateVAPIDKeys();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL,
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-sign-0',
    // Production requires the keys every instance shares.
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  const { ctx, close: closeContext } = await createContext(config, logger, { database: handle });
  closeDatabase = closeContext;
  // The per-address rate limit (600/min) would answer 429 to a single load generator.
  const app = await buildApp(ctx, { logger, apiRateLimit: 1e9, webDistDir: path.join(dataDir, 'no-web-build') });
  closers.push(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const probe = await fetch(`${base}${SHOP_PATH}`);
  const probeBody = (await probe.json()) as { items: unknown[]; total: number };
  log(`probe: HTTP ${probe.status}, ${probeBody.items.length} items of ${probeBody.total.toLocaleString('en')}`);
  const query = shopQuerySchema.parse(Object.fromEntries(new URL(SHOP_PATH, base).searchParams));
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  closers.push(() => pool.end());
  const shopSql = await captureShopSql(pool, query);
  // This machine's speed drifts within a minute: the API and its floor take turns, so that
  // each ratio compares the two under the same conditions.
  const roundSeconds = SECONDS / ROUNDS;
  const load = { concurrency: CONNECTIONS, seconds: roundSeconds, warmupSeconds: WARMUP_SECONDS };
  const apiRounds: HttpLoadResult[] = [];
  const floorRounds: RunStats[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const api = await loadHttp({ url: `${base}${SHOP_PATH}`, connections: CONNECTIONS, ...load });
    const floor = await closedLoop(() => replay(pool, shopSql), load);
    apiRounds.push(api);
    floorRounds.push(floor);
    log(
      `round ${round}: API ${perSecond(api.exact.perSecond)}, p95 ${ms(api.exact.p95)}; raw SQL floor ${perSecond(floor.perSecond)}, p95 ${ms(floor.p95)}; API/raw ${percent(api.exact.perSecond / floor.perSecond)}`,
    );
  }
  const http = mergeRuns(apiRounds.map((round) => round.exact));
  const floor = mergeRuns(floorRounds);
  const failures = sumBy(apiRounds, (round) => round.autocannon.errors + round.autocannon.timeouts);
  const non2xx = sumBy(apiRounds, (round) => round.autocannon.non2xx);
  log(
    `API, all rounds: ${perSecond(http.perSecond)}; p50 ${ms(http.p50)}, p95 ${ms(http.p95)}, p99 ${ms(http.p99)}, max ${ms(http.max)}; errors and timeouts ${failures}, non-2xx ${non2xx}`,
  );
  log(
    `raw SQL floor (the same statement, pg Pool of ${CONNECTIONS}, ${CONNECTIONS} loops), all rounds: ${perSecond(floor.perSecond)}; p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}, p99 ${ms(floor.p99)}, errors ${floor.errors}`,
  );

  section('3. Same work without HTTP');
  const inProcess = await closedLoop(() => listProducts(ctx.db, query, null), load);
  log(
    `listProducts() (statement + mapping), ${CONNECTIONS} loops: ${perSecond(inProcess.perSecond)}, p50 ${ms(inProcess.p50)}, p95 ${ms(inProcess.p95)}, p99 ${ms(inProcess.p99)}, errors ${inProcess.errors}`,
  );
  const unprepared = await closedLoop(() => replayUnprepared(pool, shopSql), load);
  log(
    `the same SQL sent unprepared (parsed and planned every time), ${CONNECTIONS} loops: ${perSecond(unprepared.perSecond)}, p50 ${ms(unprepared.p50)}, p95 ${ms(unprepared.p95)}`,
  );

  section('4. Plan (EXPLAIN ANALYZE, BUFFERS)');
  const plan = await explain(pool, shopSql);
  for (const line of plan.slice(0, 40)) log(`  ${line}`);
  if (plan.length > 40) log(`  … ${plan.length - 40} more lines`);
  if (plan.some((line) => /Seq Scan on products\b/.test(line)))
    log('NOTE: the plan reads products sequentially (see above).');
  const reuse = await planReuse(pool);
  log(
    `prepared statement on one pooled connection: ${reuse.generic} runs on its generic plan, ${reuse.custom} planned anew`,
  );

  section(`5. Shapes with and without the condition and hair-detail filters`);
  const shapeRows: [string, string][] = [];
  for (const shape of SHAPES) {
    const shapeQuery = shopQuerySchema.parse(Object.fromEntries(new URL(shape.path, base).searchParams));
    const shapeSql = await captureShopSql(pool, shapeQuery);
    const first = (await (await fetch(`${base}${shape.path}`)).json()) as { total: number; totalCapped: boolean };
    const apiRuns: HttpLoadResult[] = [];
    const floorRuns: RunStats[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      apiRuns.push(await loadHttp({ url: `${base}${shape.path}`, connections: CONNECTIONS, ...load }));
      floorRuns.push(await closedLoop(() => replay(pool, shapeSql, `shop-floor-${shape.name}`), load));
    }
    const api = mergeRuns(apiRuns.map((run) => run.exact));
    const raw = mergeRuns(floorRuns);
    const errors =
      sumBy(apiRuns, (run) => run.autocannon.errors + run.autocannon.timeouts + run.autocannon.non2xx) +
      sumBy(floorRuns, (run) => run.errors);
    const access = planAccess(await explain(pool, shapeSql, `shop-floor-${shape.name}`))
      .filter((line) => line.includes('products'))
      .join('; ');
    const line = `API p50 ${ms(api.p50)}, p95 ${ms(api.p95)}, ${perSecond(api.perSecond)}; SQL floor p95 ${ms(raw.p95)}; ${first.total}${first.totalCapped ? '+' : ''} matches; errors ${errors}; ${access}`;
    log(`${shape.name} (GET ${shape.path}): ${line}`);
    shapeRows.push([shape.name, line]);
  }

  await closeAll();
  if (KEEP) log(`\nkept database ${redact(DATABASE_URL)} (--keep)`);

  section('6. First shop screen on the demo catalogue (PGlite, development)');
  const screen = await measureFirstScreen(24);
  log(
    `demo seed ${screen.seedSeconds.toFixed(1)} s; ${screen.cards} card images (${screen.contentTypes.join(', ')}): ${kb(screen.imageBytes)}, largest ${kb(screen.largestCard)}; listing JSON ${kb(screen.listingJsonBytes)}`,
  );

  const apiRatio = http.perSecond / floor.perSecond;
  const roundRatios = apiRounds.map((round, i) => percent(round.exact.perSecond / floorRounds[i]!.perSecond));
  const p95 = http.p95;
  const rows: [string, string][] = [
    [
      'Machine',
      `${os.cpus().length} cores, Node ${process.version}, ${db}; app, load generator and PostgreSQL on the same machine`,
    ],
    ['Load average', `${loadBefore} before, ${loadAverage()} after (1, 5, 15 min)`],
    [
      'Data',
      `${Number(seed.counts.products).toLocaleString('en')} products (${Number(seed.counts.listed).toLocaleString('en')} listed, ${Number(seed.counts.wigs).toLocaleString('en')} wigs), ${SELLERS} sellers, ${Number(seed.counts.reviews).toLocaleString('en')} reviews`,
    ],
    ['Seeding', `${seconds(seedMs)} (+ ${seconds(migrateMs)} create and migrate)`],
    [
      'Endpoint',
      `GET ${SHOP_PATH}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${roundSeconds} s (each after ${WARMUP_SECONDS} s warm-up), taking turns with the floor`,
    ],
    [
      'API',
      `${perSecond(http.perSecond)}; p50 ${ms(http.p50)}, p95 ${ms(p95)}, p99 ${ms(http.p99)} (from every response time)`,
    ],
    ['API errors', `${failures} errors and timeouts, ${non2xx} non-2xx`],
    [
      'listProducts()',
      `${perSecond(inProcess.perSecond)}; p50 ${ms(inProcess.p50)}, p95 ${ms(inProcess.p95)} (no HTTP)`,
    ],
    [
      'Raw SQL floor',
      `${perSecond(floor.perSecond)}; p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)} (prepared, as the app sends it)`,
    ],
    [
      'Unprepared SQL',
      `${perSecond(unprepared.perSecond)} (the same statement parsed and planned every time; API at ${percent(http.perSecond / unprepared.perSecond)} of it)`,
    ],
    [
      'API / raw',
      `${percent(apiRatio)} over all rounds; by round ${roundRatios.join(', ')} (target ≥ ${TARGET_RATIO * 100} %: ${yesNo(apiRatio >= TARGET_RATIO)})`,
    ],
    ['API p95 < 30 ms', `${yesNo(p95 < TARGET_P95_MS)} (${ms(p95)})`],
    ['Plan', planAccess(plan).join('; ')],
    ['Plan reuse', `${reuse.generic} generic, ${reuse.custom} custom plans on one connection`],
    [
      'First screen',
      `${kb(screen.imageBytes)} for ${screen.cards} cards, ${kb(screen.imageBytes / Math.max(1, screen.cards))} per card (target < 1 MB: ${yesNo(screen.imageBytes < TARGET_FIRST_SCREEN_BYTES)})`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  section('Summary');
  for (const [label, value] of rows) log(`${label.padEnd(width)}  ${value}`);
  if (shapeRows.length) section('Shapes (with and without the new filters)');
  const shapeWidth = Math.max(0, ...shapeRows.map(([label]) => label.length));
  for (const [label, value] of shapeRows) log(`${label.padEnd(shapeWidth)}  ${value}`);
  log(
    `Command: npm run bench:shop${KEEP ? ' -- --keep' : ''}${process.env.BENCH_DATABASE_URL ? ` (BENCH_DATABASE_URL=${redact(DATABASE_URL)})` : ''}`,
  );
}

async function serverInfo(): Promise<string> {
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; shared_buffers: string }>(
      `SELECT split_part(version(), ' ', 2) AS version, current_setting('shared_buffers') AS shared_buffers`,
    );
    return `PostgreSQL ${rows[0]?.version} (shared_buffers ${rows[0]?.shared_buffers})`;
  } finally {
    await client.end();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/** `--products N`: the shapes at 10k, 100k and N products, each size seeded once and kept (shop-scale.ts). */
const productsArg = process.argv.indexOf('--products');
const scaleTo = productsArg >= 0 ? Number(process.argv[productsArg + 1]) : undefined;

(scaleTo ? benchShopScale(scaleTo) : main()).catch(async (error: unknown) => {
  console.error(error);
  await closeAll();
  process.exit(1);
});
