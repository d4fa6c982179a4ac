// Member data export benchmark: `npm run bench:export` (issue 35, decision 078). Embedded PGlite in
// memory, or PostgreSQL with BENCH_DATABASE_URL (a throwaway database, dropped and created again;
// its name must contain 'bench'). Seeds one seller with enough rows for a ~40 MB GET /api/me/export
// (BENCH_SCALE multiplies them: orders, notifications, messages, products, security events), in
// bulk INSERT … SELECT generate_series, then downloads her export over real HTTP from an app in
// this process, twice, and prints for each: the file's size, the time to its first byte and to its
// last, and the process's peak RSS and heap over what they were just before the download (sampled
// every 5 ms; the reading client only counts bytes); then a third time with a full GC every 100 ms,
// for the heap the download holds. It prints figures; it asserts nothing.
import http from 'node:http';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { type DatabaseHandle, openDatabase } from '@server/db/connection';
import { dropDatabase, recreateDatabase } from './seed';
import { benchEmail, signUpAndIn } from './bench-account';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const counts = {
  products: Math.round(3_600 * SCALE),
  orders: Math.round(24_000 * SCALE),
  notifications: Math.round(48_000 * SCALE),
  messages: Math.round(24_000 * SCALE),
  securityEvents: Math.round(6_000 * SCALE),
};
const log = (line = '') => console.log(line);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/**
 * The seller's rows, as a busy seller's export would hold them, against one buyer. Triggers are
 * off for the seed (session_replication_role): no live-bus message per notification, no search
 * text per order; the export reads neither.
 */
const seedSql = (sellerId: string, buyerId: string) => `
  SET session_replication_role = replica;
  SELECT setseed(0.078);
  INSERT INTO user_roles (user_id, role) VALUES ('${sellerId}', 'seller') ON CONFLICT DO NOTHING;
  INSERT INTO products (seller_id, title, description, price_cents, category, hair_type, color, length_cm, created_at)
  SELECT '${sellerId}', 'Perruque lace frontale ' || n, 'Cheveux naturels, densité 180 %, bonnet M, livrée avec sa colle et un bonnet en satin (annonce ' || n || ').',
    10000 + n % 5000, 'Perruques', 'Naturel', 'noir', 30 + n % 40, now() - n * interval '1 hour'
  FROM generate_series(1, ${counts.products}) n;
  CREATE TEMP TABLE bench_goods AS SELECT id, row_number() OVER (ORDER BY id) AS n, title FROM products WHERE seller_id = '${sellerId}';
  INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents, total_amount_cents,
                      commission_cents, seller_amount_cents, delivery_type, delivery_address, delivery_country,
                      tracking_number, created_at, updated_at)
  SELECT '${buyerId}', '${sellerId}', g.id, (ARRAY['completed','delivered','in_transit','payment_validated','cancelled'])[1 + s.i % 5],
    10000, 699, 10699, 500, 9500, 'home', '12 rue de la Paix, 75002 Paris', 'France', '6A' || lpad(s.i::text, 11, '0'),
    now() - s.i * interval '10 minutes', now() - s.i * interval '5 minutes'
  FROM generate_series(1, ${counts.orders}) s(i)
  JOIN bench_goods g ON g.n = 1 + s.i % ${counts.products};
  INSERT INTO order_items (order_id, position, product_id, title, unit_price_cents, price_cents, commission_cents, seller_amount_cents)
  SELECT o.id, 0, o.product_id, g.title, o.price_cents, o.price_cents, o.commission_cents, o.seller_amount_cents
  FROM orders o JOIN bench_goods g ON g.id = o.product_id WHERE o.seller_id = '${sellerId}';
  INSERT INTO payments (order_id, amount_cents, method, status, proof_key)
  SELECT id, total_amount_cents, 'bank_transfer', 'paid', 'private/proofs/' || id || '.pdf' FROM orders WHERE seller_id = '${sellerId}';
  INSERT INTO notifications (user_id, type, title, message, link, is_read, created_at)
  SELECT '${sellerId}', 'new_order', 'Nouvelle commande', 'Vous avez reçu la commande CMD-2026-' || lpad(n::text, 6, '0') || ', à expédier sous 5 jours.',
    '/orders', n % 3 = 0, now() - n * interval '3 minutes'
  FROM generate_series(1, ${counts.notifications}) n;
  CREATE TEMP TABLE bench_talks AS
    SELECT gen_random_uuid() AS id, g.id AS product_id, g.n FROM bench_goods g;
  INSERT INTO conversations (id, subject, product_id, buyer_id, seller_id)
  SELECT id, 'product', product_id, '${buyerId}', '${sellerId}' FROM bench_talks;
  INSERT INTO conversation_members (conversation_id, user_id, role)
  SELECT id, '${sellerId}'::uuid, 'seller' FROM bench_talks UNION ALL SELECT id, '${buyerId}'::uuid, 'buyer' FROM bench_talks;
  INSERT INTO messages (conversation_id, sender_id, body, created_at)
  SELECT t.id, CASE WHEN m % 4 = 0 THEN '${buyerId}'::uuid ELSE '${sellerId}'::uuid END,
    'Bonjour, merci pour votre message : la perruque est bien disponible et part demain par Colissimo (' || m || ').',
    now() - m * interval '7 minutes'
  FROM generate_series(1, ${counts.messages}) m
  JOIN bench_talks t ON t.n = 1 + m % ${counts.products};
  INSERT INTO security_logs (user_id, event, ip_address, user_agent, created_at)
  SELECT '${sellerId}', 'sign_in', '192.0.2.' || (n % 250), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15',
    now() - n * interval '30 minutes'
  FROM generate_series(1, ${counts.securityEvents}) n;
  SET session_replication_role = origin;
`;

/**
 * Downloads the export, counting its bytes, while sampling the process's memory every 5 ms;
 * with `collect`, also runs a full GC every 100 ms and keeps the heap left after it: what the
 * download really holds, whatever V8's collection happens to leave lying about.
 */
function download(base: string, cookie: string, collect = false) {
  const gc = global.gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const collector = setInterval(() => {
    if (!collect || !gc) return;
    gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 100);
  const started = performance.now();
  return new Promise<{
    status: number;
    bytes: number;
    firstByteMs: number;
    totalMs: number;
    rss: number;
    heap: number;
    live: number;
  }>((resolve, reject) => {
    const request = http.get(`${base}/api/me/export`, { headers: { cookie } }, (response) => {
      let bytes = 0;
      let firstByteMs = 0;
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('error', reject);
      response.on('end', () => {
        const totalMs = performance.now() - started;
        clearInterval(sampler);
        clearInterval(collector);
        const after = process.memoryUsage();
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          firstByteMs,
          totalMs,
          rss: Math.max(peakRss, after.rss) - before.rss,
          heap: Math.max(peakHeap, after.heapUsed) - before.heapUsed,
          live: peakLive - before.heapUsed,
        });
      });
    });
    request.on('error', reject);
  });
}

async function signUp(base: string, origin: string, name: string) {
  const email = benchEmail(name);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { email, cookie: await signUpAndIn(post, name, email) };
}

async function main() {
  log(
    `Member data export benchmark on ${DATABASE_URL ? DATABASE_URL.replace(/\/\/[^@]*@/, '//') : 'PGlite (in memory)'}`,
  );
  log(
    `rows: ${Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}`,
  );
  let database: DatabaseHandle;
  if (DATABASE_URL) {
    await recreateDatabase(DATABASE_URL);
    database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-export-${process.pid}`,
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
  });
  const { ctx, close } = await createContext(config, pino({ level: 'silent' }), {
    database,
    authRateLimits: { signUp: { window: 60, max: 1_000 } },
  });
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const seller = await signUp(base, config.publicUrl, 'Vendeuse Occupée');
    const buyer = await signUp(base, config.publicUrl, 'Acheteuse Fidèle');
    const ids = await ctx.db
      .selectFrom('profiles')
      .select(['id', 'email'])
      .where('email', 'in', [seller.email, buyer.email])
      .execute();
    const idOf = (email: string) => ids.find((row) => row.email === email)?.id ?? '';
    const started = performance.now();
    await ctx.db.connection().execute((conn) => sql.raw(seedSql(idOf(seller.email), idOf(buyer.email))).execute(conn));
    await sql.raw('ANALYZE').execute(ctx.db);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const run of [1, 2]) {
      const result = await download(base, seller.cookie);
      log(
        `run ${run}: ${result.status}, ${mb(result.bytes)} in ${(result.totalMs / 1000).toFixed(2)} s, ` +
          `first byte after ${result.firstByteMs.toFixed(0)} ms; peak RSS +${mb(result.rss)}, peak heap +${mb(result.heap)}`,
      );
    }
    const collected = await download(base, seller.cookie, true);
    log(
      `run 3, a full GC every 100 ms: ${mb(collected.bytes)} in ${(collected.totalMs / 1000).toFixed(2)} s; ` +
        `peak heap left after a GC +${mb(collected.live)}, peak RSS +${mb(collected.rss)}`,
    );
  } finally {
    await app.close();
    await close();
    if (DATABASE_URL) await dropDatabase(DATABASE_URL);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
