// Order clocks benchmark: `npm run bench:clocks` (DATABASE_URL or TEST_DATABASE_URL names the
// PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test; the bench works in a fresh
// database of its own on that server, `boucles_bench_clocks`, created and dropped). 100,000 orders
// of which 10,000 are due, of every clock kind: shipping deadline passed (paid, so the cancellation
// refunds through the ledger), shipping reminder, transit deadline passed, transit reminder, payment
// deadline passed (the unit goes back on sale), payment reminder, delivery supplement unpaid at its
// deadline. Times one pass of each clock job (shipping clocks, payment clock, supplement lapses),
// then seeds again and runs the three from two instances (two connection pools) at the same moment:
// each order must change once, the refunds, events and notifications be those of one pass, and the
// ledger balance (BENCH_ONE_PASS=1 skips that second part). Prints figures only.
import os from 'node:os';
import { sql } from 'kysely';
import type { ShippingClockSettings } from '@shared/orders/shipping-clock';
import { type Db, openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { expireUnpaidOrders, sendPaymentReminders } from '@server/modules/orders/payment-clock-job';
import { runShippingClocks } from '@server/modules/orders/shipping-clock-job';
import { sendClockReminders } from '@server/modules/orders/shipping-clock-reminders';
import { deliverQuietParcels, expireLateShipments } from '@server/modules/orders/shipping-clock-transitions';
import { lapseSupplements } from '@server/modules/supplements/lapse-supplements';
import { dropDatabase, recreateDatabase } from './seed';

const SERVER = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 100_000;
/** Due orders of each kind; 10,000 in all. */
const DUE_COUNTS = {
  ship_expired: 1_500,
  ship_reminder: 1_500,
  transit_delivered: 1_500,
  transit_reminder: 1_500,
  payment_expired: 1_500,
  payment_reminder: 1_000,
  supplement_lapsed: 1_500,
} as const;
const KINDS = Object.keys(DUE_COUNTS) as (keyof typeof DUE_COUNTS)[];
const DUE = Object.values(DUE_COUNTS).reduce((sum, n) => sum + n, 0);
/** Order n (1..DUE) is of the kind whose range holds it. */
const kindOfDueOrder = KINDS.reduce((sql, kind, index) => {
  const upTo = KINDS.slice(0, index + 1).reduce((sum, k) => sum + DUE_COUNTS[k], 0);
  return `${sql} WHEN n <= ${upTo} THEN '${kind}'`;
}, 'CASE');
const paymentClock = {
  deadlineHours: 72,
  reminderHoursBefore: 24,
  retryHours: 24,
  proofLateHours: 24,
  maxUnpaidOrders: 3,
};
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
      CASE WHEN n <= ${DUE} THEN ${kindOfDueOrder} END
           ELSE (ARRAY['completed','completed','delivered','delivered','cancelled','pending_payment',
                       'payment_submitted','ship_later','transit_later'])[1 + n % 9] END AS kind
    FROM generate_series(1, ${ORDERS}) n;
  INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents, total_amount_cents,
                      commission_cents, seller_amount_cents, delivery_type, delivery_address, ship_by, deliver_by,
                      payment_due_at, payment_reminded_at, created_at, updated_at)
    SELECT b.id, g.seller_id, g.id,
      CASE WHEN kind IN ('ship_expired','ship_reminder','ship_later','supplement_lapsed') THEN 'payment_validated'
           WHEN kind IN ('payment_expired','payment_reminder') THEN 'pending_payment'
           WHEN kind IN ('transit_delivered','transit_reminder','transit_later') THEN 'in_transit'
           ELSE kind END,
      10000, CASE WHEN kind = 'supplement_lapsed' THEN 0 ELSE 699 END,
      CASE WHEN kind = 'supplement_lapsed' THEN 10000 ELSE 10699 END, 500, 9500,
      CASE WHEN kind = 'supplement_lapsed' THEN 'pickup' ELSE 'home' END, '12 rue de la Paix, 75002 Paris',
      CASE kind WHEN 'ship_expired' THEN timestamptz '${now.toISOString()}' - random() * interval '3 days'
                WHEN 'ship_reminder' THEN timestamptz '${now.toISOString()}' + random() * interval '47 hours'
                WHEN 'ship_later' THEN timestamptz '${now.toISOString()}' + interval '49 hours' + random() * interval '3 days'
                WHEN 'supplement_lapsed' THEN timestamptz '${now.toISOString()}' + interval '49 hours' + random() * interval '3 days' END,
      CASE kind WHEN 'transit_delivered' THEN timestamptz '${now.toISOString()}' - random() * interval '3 days'
                WHEN 'transit_reminder' THEN timestamptz '${now.toISOString()}' + random() * interval '6 days'
                WHEN 'transit_later' THEN timestamptz '${now.toISOString()}' + interval '7 days 1 hour' + random() * interval '13 days' END,
      CASE kind WHEN 'payment_expired' THEN timestamptz '${now.toISOString()}' - random() * interval '3 days'
                WHEN 'payment_reminder' THEN timestamptz '${now.toISOString()}' + interval '1 minute' + random() * interval '23 hours'
                WHEN 'pending_payment' THEN timestamptz '${now.toISOString()}' + interval '25 hours' + random() * interval '46 hours' END,
      CASE kind WHEN 'payment_expired' THEN timestamptz '${now.toISOString()}' - interval '3 days' END,
      timestamptz '${now.toISOString()}' - interval '30 days', timestamptz '${now.toISOString()}' - interval '10 days'
    FROM plan
    JOIN goods g ON g.n = 1 + plan.n % 500
    JOIN people b ON b.n = 501 + plan.n % 1500;
  -- The buyer switched these paid orders to home delivery and never paid the supplement.
  INSERT INTO order_supplements (order_id, amount_cents, address, country, due_at)
    SELECT o.id, 1299, '5 Avenue Cheikh Anta Diop, Dakar', 'Sénégal',
           timestamptz '${now.toISOString()}' - random() * interval '2 days'
    FROM orders o WHERE o.delivery_type = 'pickup';
  INSERT INTO ledger_entries (movement_id, kind, account, party_id, amount_cents, order_id)
    SELECT md5(o.id::text)::uuid, 'payment_received', line.account, line.party, line.amount, o.id
    FROM orders o
    CROSS JOIN LATERAL (VALUES ('platform_cash', NULL::uuid, o.total_amount_cents),
                               ('seller_escrow', o.seller_id, -(o.seller_amount_cents + o.delivery_cost_cents)),
                               ('commission_revenue', NULL::uuid, -o.commission_cents)) AS line(account, party, amount)
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
    `  payment expiry:  ${await explain(`SELECT id FROM orders WHERE status = 'pending_payment' AND payment_due_at <= ${at} ORDER BY payment_due_at LIMIT 200`)}`,
    `  supplement lapse: ${await explain(`SELECT id FROM order_supplements WHERE status IN ('pending', 'rejected') AND due_at <= ${at} ORDER BY due_at LIMIT 200`)}`,
  ];
}

const c = DUE_COUNTS;
const expected = {
  changes: DUE,
  refunds: c.ship_expired,
  // What a clock did is a timeline line with no actor: both expiries and the auto-delivery.
  events: c.ship_expired + c.transit_delivered + c.payment_expired,
  // Expiries, auto-delivery and lapses tell both parties; each reminder tells one person.
  notifications:
    2 * (c.ship_expired + c.transit_delivered + c.payment_expired + c.supplement_lapsed) +
    c.ship_reminder +
    c.transit_reminder +
    c.payment_reminder,
};

/** The three clock jobs' passes, in the order appJobs() runs them. */
const clockPass = async (db: Db, now: Date) =>
  (await runShippingClocks(db, now, settings)) +
  (await sendPaymentReminders(db, paymentClock, now)) +
  (await expireUnpaidOrders(db, now)) +
  (await lapseSupplements(db, now));

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
      ['payment reminders', () => sendPaymentReminders(handle.db, paymentClock, now)],
      ['payment expiry (units back on sale)', () => expireUnpaidOrders(handle.db, now)],
      ['supplement lapses', () => lapseSupplements(handle.db, now)],
    ];
    // The jobs' passes, step by step in their order, to see where the time goes.
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
    const second = await clockPass(handle.db, now);
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
    const [fromA, fromB] = await Promise.all([clockPass(a.db, now), clockPass(b.db, now)]);
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
  log(`${ORDERS.toLocaleString('en')} orders, ${DUE.toLocaleString('en')} due: ${JSON.stringify(DUE_COUNTS)}`);
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
