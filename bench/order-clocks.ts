// Order clocks benchmark: `npm run bench:clocks` (DATABASE_URL or TEST_DATABASE_URL names the
// PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test; the bench works in a fresh
// database of its own on that server, `boucles_bench_clocks`, created and dropped). 100,000 orders
// of which 10,000 are due, a quarter of each clock kind: shipping deadline passed (paid, so the
// cancellation refunds through the ledger), shipping reminder, transit deadline passed, transit
// reminder. Times one pass of the shipping clocks job, then seeds again and runs the pass from two
// instances (two connection pools) at the same moment: each order must change once, the refunds,
// events and notifications be those of one pass, and the ledger balance (BENCH_ONE_PASS=1 skips
// that second part). Prints figures only.
import os from 'node:os';
import { sql } from 'kysely';
import type { ShippingClockSettings } from '@shared/orders/shipping-clock';
import { type Db, openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { runShippingClocks } from '@server/modules/orders/shipping-clock-job';
import { sendClockReminders } from '@server/modules/orders/shipping-clock-reminders';
import { deliverQuietParcels, expireLateShipments } from '@server/modules/orders/shipping-clock-transitions';
import { dropDatabase, recreateDatabase } from './seed';

const SERVER = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 100_000;
const DUE_PER_KIND = 2_500;
const KINDS = ['ship_expired', 'ship_reminder', 'transit_delivered', 'transit_reminder'] as const;
const DUE = DUE_PER_KIND * KINDS.length;
const settings: ShippingClockSettings = {
  deadlineDays: 5,
  reminderDays: 3,
  extensionDays: 3,
  transitReminderDays: 14,
  transitDeliveredDays: 21,
};
const log = (line = '') => console.log(line);

function benchUrl(): string {
  const url = new URL(SERVER);
  url.pathname = '/boucles_bench_clocks';
  return url.href;
}

/**
 * Set-based seed. Orders 1..DUE are due, DUE_PER_KIND of each kind; the rest are spread over
 * every status with deadlines far off, as a live marketplace holds them. Every paid order has
 * its payment_received movement, so the ledger is as large as the orders make it.
 */
const seed = (now: Date) => `
  SELECT setseed(0.27);
  INSERT INTO profiles (id, email, email_verified, full_name, referral_code)
    SELECT gen_random_uuid(), 'p' || n || '@bench.boucles.test', true, 'Personne ' || n, 'BC' || n
    FROM generate_series(1, 2000) n;
  CREATE TEMP TABLE people AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM profiles;
  INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity)
    SELECT id, 'Perruque ' || n, 'Une perruque.', 10000, 'Perruques', 0 FROM people WHERE n <= 500;
  CREATE TEMP TABLE goods AS SELECT id, seller_id, row_number() OVER (ORDER BY id) AS n FROM products;
  CREATE TEMP TABLE plan AS
    SELECT n,
      CASE WHEN n <= ${DUE} THEN (ARRAY[${KINDS.map((k) => `'${k}'`).join(',')}])[1 + (n - 1) / ${DUE_PER_KIND}]
           ELSE (ARRAY['completed','completed','delivered','delivered','cancelled','pending_payment',
                       'payment_submitted','ship_later','transit_later'])[1 + n % 9] END AS kind
    FROM generate_series(1, ${ORDERS}) n;
  INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents, total_amount_cents,
                      commission_cents, seller_amount_cents, delivery_type, delivery_address, ship_by, deliver_by,
                      created_at, updated_at)
    SELECT b.id, g.seller_id, g.id,
      CASE WHEN kind IN ('ship_expired','ship_reminder','ship_later') THEN 'payment_validated'
           WHEN kind IN ('transit_delivered','transit_reminder','transit_later') THEN 'in_transit'
           ELSE kind END,
      10000, 699, 10699, 500, 9500, 'home', '12 rue de la Paix, 75002 Paris',
      CASE kind WHEN 'ship_expired' THEN timestamptz '${now.toISOString()}' - random() * interval '3 days'
                WHEN 'ship_reminder' THEN timestamptz '${now.toISOString()}' + random() * interval '47 hours'
                WHEN 'ship_later' THEN timestamptz '${now.toISOString()}' + interval '49 hours' + random() * interval '3 days' END,
      CASE kind WHEN 'transit_delivered' THEN timestamptz '${now.toISOString()}' - random() * interval '3 days'
                WHEN 'transit_reminder' THEN timestamptz '${now.toISOString()}' + random() * interval '6 days'
                WHEN 'transit_later' THEN timestamptz '${now.toISOString()}' + interval '7 days 1 hour' + random() * interval '13 days' END,
      timestamptz '${now.toISOString()}' - interval '30 days', timestamptz '${now.toISOString()}' - interval '10 days'
    FROM plan
    JOIN goods g ON g.n = 1 + plan.n % 500
    JOIN people b ON b.n = 501 + plan.n % 1500;
  INSERT INTO ledger_entries (movement_id, kind, account, party_id, amount_cents, order_id)
    SELECT md5(o.id::text)::uuid, 'payment_received', line.account, line.party, line.amount, o.id
    FROM orders o
    CROSS JOIN LATERAL (VALUES ('platform_cash', NULL::uuid, 10699), ('seller_escrow', o.seller_id, -10199),
                               ('commission_revenue', NULL::uuid, -500)) AS line(account, party, amount)
    WHERE o.status IN ('payment_validated', 'in_transit', 'delivered', 'completed');
  ANALYZE;
`;

async function freshDatabase(now: Date): Promise<void> {
  await recreateDatabase(benchUrl());
  const handle = await openDatabase({ kind: 'postgres', url: benchUrl(), maxConnections: 1 });
  try {
    await migrate(handle.db);
    await sql.raw(seed(now)).execute(handle.db);
  } finally {
    await handle.close();
  }
}

type Tally = { changes: number; refunds: number; events: number; notifications: number; balanced: boolean };

async function tally(db: Db, changes: number): Promise<Tally> {
  const count = async (query: string) => Number((await sql.raw<{ n: string }>(query).execute(db)).rows[0]?.n ?? 0);
  return {
    changes,
    refunds: await count(`SELECT count(DISTINCT movement_id) AS n FROM ledger_entries WHERE kind = 'refund_to_buyer'`),
    events: await count('SELECT count(*) AS n FROM order_events WHERE actor_id IS NULL'),
    notifications: await count('SELECT count(*) AS n FROM notifications'),
    balanced: await ledgerIsBalanced(db),
  };
}

/** Orders changed more than once: two timeline lines, two refunds, two reminders. */
async function twice(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM (SELECT order_id FROM order_events GROUP BY order_id HAVING count(*) > 1) e)
         + (SELECT count(*) FROM (SELECT order_id FROM ledger_entries WHERE kind = 'refund_to_buyer'
                                  GROUP BY order_id HAVING count(DISTINCT movement_id) > 1) r)
         + (SELECT count(*) FROM (SELECT user_id, message FROM notifications GROUP BY user_id, message
                                  HAVING count(*) > 1) n) AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function plans(db: Db, now: Date): Promise<string[]> {
  const explain = async (query: string) =>
    (await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`).execute(db)).rows
      .map((row) => row['QUERY PLAN'])
      .find((line) => /Index|Seq Scan/.test(line))
      ?.trim() ?? '?';
  const at = `timestamptz '${now.toISOString()}'`;
  return [
    `  shipping expiry: ${await explain(`SELECT id FROM orders WHERE status = 'payment_validated' AND ship_by <= ${at} ORDER BY ship_by LIMIT 1`)}`,
    `  auto-delivery:   ${await explain(`SELECT id FROM orders WHERE status = 'in_transit' AND deliver_by <= ${at} AND not_received_at IS NULL ORDER BY deliver_by LIMIT 500`)}`,
  ];
}

const expected = {
  changes: DUE,
  refunds: DUE_PER_KIND,
  events: 2 * DUE_PER_KIND,
  // Expiry and auto-delivery tell both parties; each reminder tells one person.
  notifications: 2 * DUE_PER_KIND * 2 + 2 * DUE_PER_KIND,
};

async function onePass(now: Date): Promise<void> {
  await freshDatabase(now);
  const handle = await openDatabase({ kind: 'postgres', url: benchUrl(), maxConnections: 4 });
  try {
    log('Index use of the selections:');
    for (const line of await plans(handle.db, now)) log(line);
    const started = performance.now();
    let changes = 0;
    const steps: [string, () => Promise<number>][] = [
      ['shipping expiry (refunds)', () => expireLateShipments(handle.db, now)],
      ['auto-delivery', () => deliverQuietParcels(handle.db, now)],
      ['shipping reminders', () => sendClockReminders(handle.db, 'ship', now, settings)],
      ['transit reminders', () => sendClockReminders(handle.db, 'transit', now, settings)],
    ];
    // The job's pass, step by step in its order, to see where the time goes.
    for (const [label, step] of steps) {
      const from = performance.now();
      const done = await step();
      changes += done;
      log(`  ${label}: ${done} in ${((performance.now() - from) / 1000).toFixed(2)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    log(`One pass, one instance: ${changes} changes in ${seconds.toFixed(2)} s (${(changes / seconds).toFixed(0)}/s)`);
    log(`  ${JSON.stringify(await tally(handle.db, changes))} (expected ${JSON.stringify(expected)})`);
    const again = performance.now();
    const second = await runShippingClocks(handle.db, now, settings);
    log(`  a pass right after: ${second} changes in ${((performance.now() - again) / 1000).toFixed(3)} s`);
  } finally {
    await handle.close();
  }
}

async function twoInstances(now: Date): Promise<void> {
  await freshDatabase(now);
  const a = await openDatabase({ kind: 'postgres', url: benchUrl(), maxConnections: 4 });
  const b = await openDatabase({ kind: 'postgres', url: benchUrl(), maxConnections: 4 });
  try {
    const started = performance.now();
    const [fromA, fromB] = await Promise.all([
      runShippingClocks(a.db, now, settings),
      runShippingClocks(b.db, now, settings),
    ]);
    const seconds = (performance.now() - started) / 1000;
    log(`Same pass from two instances at once: A ${fromA} + B ${fromB} changes in ${seconds.toFixed(2)} s`);
    log(`  ${JSON.stringify(await tally(a.db, fromA + fromB))} (expected ${JSON.stringify(expected)})`);
    log(`  orders changed twice (timeline, refund or notification): ${await twice(a.db)}`);
  } finally {
    await a.close();
    await b.close();
  }
}

async function main() {
  log(
    `Order clocks benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(
    `${ORDERS.toLocaleString('en')} orders, ${DUE.toLocaleString('en')} due (${DUE_PER_KIND} of each: ${KINDS.join(', ')})`,
  );
  const now = new Date();
  try {
    await onePass(now);
    if (!process.env.BENCH_ONE_PASS) await twoInstances(now);
  } finally {
    await dropDatabase(benchUrl());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
