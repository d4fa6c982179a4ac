// Admin lists benchmark: `npm run bench:admin` (BENCH_DATABASE_URL overrides the throwaway database;
// `-- --keep` keeps it, and a later run on a kept database migrates and reuses it instead of seeding again).
// Seeds 100,000 users and 100,000 orders (with their ledger lines) on PostgreSQL, then measures
// p50/p95 of the admin's order search (by number, name, e-mail), the user search, the stat
// cards, the admin's and a busy seller's order pages, her earnings and the admin's payouts
// pages (decision 075), the DAC7 sellers' pages (decision 076), and the memory while the ledger CSV streams (decision 069). It prints
// figures; it asserts nothing.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { MAX_PAGE_SIZE } from '@shared/paging';
import type { Db } from '@server/db/connection';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { listAdminOrders } from '@server/modules/admin-orders/admin-lists';
import { adminStats } from '@server/modules/admin-orders/admin-stats';
import { searchUsers } from '@server/modules/admin-users/search-users';
import { readEarnings } from '@server/modules/earnings/read-earnings';
import { listSellerBalances } from '@server/modules/payouts/seller-balances';
import { dac7SellerPage } from '@server/modules/tax-reports/dac7-seller-page';
import { exportLedger } from '@server/modules/accounting/export-ledger';
import type { AppContext } from '@server/context';
import { dropDatabase, isSeededAs, markSeededAs, recreateDatabase } from './seed';
import { percentile } from './stats';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_paging';
const USERS = 100_000;
const ORDERS = 100_000;
const RUNS = 60;
/** What a kept database must have been seeded with to be reused. */
const SEED_NAME = `admin: ${USERS} users, ${ORDERS} orders`;
const log = (line = '') => console.log(line);

const seedSql = `
  SELECT setseed(0.069);
  CREATE TEMP TABLE people AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${USERS}) n;
  INSERT INTO profiles (id, email, email_verified, full_name, username, referral_code, created_at, updated_at)
  SELECT id, 'personne' || n || '@bench.boucles.test', true,
    (ARRAY['Aminata','Fatou','Awa','Mariam','Grace','Nadia','Koffi','Aïcha','Chantal','Esther','Binta','Yasmine'])[1 + n % 12]
      || ' ' || (ARRAY['Koné','Diallo','Traoré','Mbala','Mensah','Diop','Ndiaye','Kouassi','Sow','Camara','Bamba'])[1 + (n / 12) % 11]
      || ' ' || n,
    CASE WHEN n % 3 = 0 THEN 'membre_' || n END, 'B' || lpad(n::text, 7, '0'),
    now() - random() * interval '500 days', now()
  FROM people;
  INSERT INTO user_roles (user_id, role) SELECT id, 'seller' FROM people WHERE n <= 1000;
  CREATE TEMP TABLE goods AS SELECT n, gen_random_uuid() AS id, (SELECT id FROM people p WHERE p.n = 1 + g.n % 1000) AS seller_id
    FROM generate_series(1, 1000) g(n);
  INSERT INTO products (id, seller_id, title, description, price_cents, category, condition, stock_quantity)
  SELECT id, seller_id, 'Perruque lace ' || n, 'Une perruque du banc d''essai.', 10000, 'Perruques', 'new_sealed', 1000 FROM goods;
  INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents, total_amount_cents,
                      commission_cents, seller_amount_cents, delivery_type, delivery_address, created_at, updated_at)
  SELECT b.id, g.seller_id, g.id,
    (ARRAY['completed','completed','completed','delivered','in_transit','payment_validated','pending_payment','payment_submitted','cancelled'])[1 + s.i % 9],
    10000, 699, 10699, 500, 9500, 'home', '12 rue de la Paix, 75002 Paris',
    now() - (s.i::float / ${ORDERS}) * interval '365 days', now()
  FROM generate_series(1, ${ORDERS}) s(i)
  JOIN goods g ON g.n = 1 + (s.i * 7) % 1000
  JOIN people b ON b.n = 1001 + (s.i * 13) % ${USERS - 1000};
  INSERT INTO order_items (order_id, position, product_id, title, unit_price_cents, price_cents, commission_cents,
                           seller_amount_cents)
  SELECT o.id, 0, o.product_id, p.title, o.price_cents, o.price_cents, o.commission_cents, o.seller_amount_cents
  FROM orders o JOIN products p ON p.id = o.product_id;
  INSERT INTO payments (order_id, amount_cents, method, status, proof_key)
  SELECT id, total_amount_cents, 'bank_transfer',
    CASE status WHEN 'pending_payment' THEN 'pending' WHEN 'payment_submitted' THEN 'submitted' WHEN 'cancelled' THEN 'pending' ELSE 'paid' END,
    CASE WHEN status IN ('pending_payment', 'cancelled') THEN NULL ELSE 'private/proofs/' || id || '.pdf' END
  FROM orders;
  INSERT INTO ledger_entries (movement_id, kind, account, party_id, amount_cents, order_id, created_at)
  SELECT md5(o.id::text)::uuid, 'payment_received', line.account, line.party, line.amount, o.id, o.created_at
  FROM orders o
  CROSS JOIN LATERAL (VALUES ('platform_cash', NULL::uuid, o.total_amount_cents),
                             ('seller_escrow', o.seller_id, -(o.seller_amount_cents + o.delivery_cost_cents)),
                             ('commission_revenue', NULL::uuid, -o.commission_cents)) AS line(account, party, amount)
  WHERE o.status IN ('payment_validated', 'in_transit', 'delivered', 'completed');
  INSERT INTO ledger_entries (movement_id, kind, account, party_id, amount_cents, order_id, created_at)
  SELECT md5(o.id::text || 'release')::uuid, 'seller_share_released', line.account, o.seller_id, line.amount, o.id,
         o.created_at + interval '10 days'
  FROM orders o
  CROSS JOIN LATERAL (VALUES ('seller_escrow', o.seller_amount_cents + o.delivery_cost_cents),
                             ('seller_payable', -(o.seller_amount_cents + o.delivery_cost_cents))) AS line(account, amount)
  WHERE o.status = 'completed';
`;

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  log(
    `${label.padEnd(44)} p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(latencies, 95).toFixed(1).padStart(6)} ms`,
  );
}

/** Streams the ledger CSV of the whole year into a sink that reads slowly, sampling the process's memory. */
async function csvMemory(db: Db) {
  const year = new Date().getUTCFullYear();
  const range = { from: `${year - 1}-01-01`, to: `${year}-12-31` };
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  let bytes = 0;
  let firstByteMs = 0;
  const started = performance.now();
  await pipeline(
    Readable.from(exportLedger(db, range)),
    new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer | string, _encoding, done) {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += Buffer.byteLength(chunk);
        done();
      },
    }),
  );
  clearInterval(sampler);
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  log(
    `ledger CSV ${mb(bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s, first bytes after ${firstByteMs.toFixed(0)} ms; ` +
      `peak RSS +${mb(peakRss - base.rss)}, peak heap +${mb(peakHeap - base.heapUsed)} over the start`,
  );
}

async function main() {
  log(`Admin lists benchmark on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  const reuse = await isSeededAs(DATABASE_URL, SEED_NAME);
  if (!reuse) await recreateDatabase(DATABASE_URL);
  const handle = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 4 });
  try {
    let started = performance.now();
    const applied = await migrate(handle.db);
    if (reuse) {
      log(
        `reusing the kept seed${applied.length ? `, applied ${applied.join(', ')}` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      started = performance.now();
      await handle.db.connection().execute((conn) => sql.raw(seedSql).execute(conn));
      await sql.raw('VACUUM (ANALYZE)').execute(handle.db);
      await markSeededAs(handle.db, SEED_NAME);
      log(
        `seeded ${USERS} users, ${ORDERS} orders and their ledger in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const db = handle.db;
    const ctx = { db, clock: { now: () => new Date() } } as unknown as AppContext;
    const sample = await db
      .selectFrom('orders as o')
      .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
      .select(['o.id', 'o.order_number', 'b.full_name', 'b.email'])
      .orderBy('o.created_at')
      .offset(ORDERS / 2)
      .limit(1)
      .executeTakeFirstOrThrow();
    const first = await listAdminOrders(ctx, { limit: 10 });
    const deep = await listAdminOrders(ctx, { limit: 10, cursor: first.nextCursor ?? undefined });
    started = performance.now();
    log();
    await timed(`order search by number (${sample.order_number})`, () =>
      listAdminOrders(ctx, { limit: 10, q: sample.order_number }),
    );
    await timed(`order search by name (${sample.full_name})`, () =>
      listAdminOrders(ctx, { limit: 10, q: sample.full_name }),
    );
    await timed(`order search by e-mail (${sample.email})`, () => listAdminOrders(ctx, { limit: 10, q: sample.email }));
    await timed('order search by a common name part (Diallo)', () => listAdminOrders(ctx, { limit: 10, q: 'Diallo' }));
    const page = { limit: MAX_PAGE_SIZE };
    await timed('user search by name', () => searchUsers(db, { ...page, q: sample.full_name }));
    await timed('user search by e-mail', () => searchUsers(db, { ...page, q: sample.email }));
    await timed('user search by a common name part (Diallo)', () => searchUsers(db, { ...page, q: 'Diallo' }));
    const diallo = await searchUsers(db, { ...page, q: 'Diallo' });
    await timed('user search, Diallo, next page by cursor', () =>
      searchUsers(db, { ...page, q: 'Diallo', cursor: diallo.nextCursor ?? undefined }),
    );
    const busiest = await db
      .selectFrom('orders')
      .select(['seller_id', sql<number>`count(*)`.as('n')])
      .groupBy('seller_id')
      .orderBy(sql`count(*)`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const earnings = await readEarnings(ctx, busiest.seller_id, page);
    log(
      `busiest seller: ${busiest.n} orders; a page of her earnings is ${JSON.stringify(earnings).length} bytes of JSON`,
    );
    await timed('seller earnings, first page', () => readEarnings(ctx, busiest.seller_id, page));
    await timed('seller earnings, next page by cursor', () =>
      readEarnings(ctx, busiest.seller_id, { ...page, cursor: earnings.nextCursor ?? undefined }),
    );
    const hold = { holdMs: 0, now: new Date() };
    const owed = await listSellerBalances(db, hold, page);
    await timed('admin payouts, first page', () => listSellerBalances(db, hold, page));
    await timed('admin payouts, next page by cursor', () =>
      listSellerBalances(db, hold, { ...page, cursor: owed.nextCursor ?? undefined }),
    );
    const year = new Date().getUTCFullYear();
    const dac7 = await dac7SellerPage(db, { year, limit: MAX_PAGE_SIZE });
    log(`DAC7 ${year}: ${dac7.total} sellers`);
    await timed('DAC7 sellers, first page', () => dac7SellerPage(db, { year, limit: MAX_PAGE_SIZE }));
    await timed('DAC7 sellers, next page by cursor', () =>
      dac7SellerPage(db, { year, limit: MAX_PAGE_SIZE, cursor: dac7.nextCursor ?? undefined }),
    );
    await timed('stat cards', () => adminStats(db));
    await timed('admin orders, first page (10)', () => listAdminOrders(ctx, { limit: 10 }));
    await timed('admin orders, next page by cursor', () =>
      listAdminOrders(ctx, { limit: 10, cursor: deep.nextCursor ?? undefined }),
    );
    await timed('admin orders, a status, first page', () =>
      listAdminOrders(ctx, { limit: 10, status: 'payment_submitted' }),
    );
    log();
    await csvMemory(db);
  } finally {
    await handle.close();
    if (!process.argv.includes('--keep')) await dropDatabase(DATABASE_URL);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
