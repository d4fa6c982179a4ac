// Crash test: `npm run bench:crash` (CRASH_ENGINES=postgres,pglite, CRASH_COUNT, CRASH_BUYERS and
// BENCH_DATABASE_URL override the defaults). For each engine, a real server process (the built
// dist/server/main.mjs) on fresh data: buyers signed in over HTTP check out products of limited
// stock, cancel some, send payment proofs (a small PNG); two admin loops approve or reject the
// proofs, complete or cancel paid orders. At a random moment `kill -9` of the server; it is
// restarted on the same data (PGlite's own crash recovery included) and the data is checked:
// nothing the clients were told is lost, no half-made order, ledger, stock and notifications
// consistent. Then the load goes on, CRASH_COUNT times. Prints figures; exits 1 on a violation.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RawBuilder, sql } from 'kysely';
import sharp from 'sharp';
import { loadConfig } from '@server/config';
import { openConfiguredDatabase } from '@server/create-context';
import type { Db } from '@server/db/connection';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { dropDatabase, recreateDatabase } from './seed';

type Engine = 'postgres' | 'pglite';

const ENGINES = (process.env.CRASH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim()) as Engine[];
const CRASHES = Number(process.env.CRASH_COUNT ?? 5);
const BUYERS = Number(process.env.CRASH_BUYERS ?? 8);
const PRODUCTS = 16;
/** Few units, so that buyers race for the last ones and cancellations give some back. */
const STOCK = Number(process.env.CRASH_STOCK ?? 6);
/** The kill falls at a random moment in this window after the load starts (seconds). */
const KILL_WINDOW: [number, number] = [1, 4];
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_crash';
const PORT = Number(process.env.BENCH_PORT ?? 3217);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'mot-de-passe-solide';
/** The whole run stops (cleanly) past this: the script must stay under 10 minutes. */
const RUN_DEADLINE = Date.now() + 9 * 60_000;
const log = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Session = { cookie: string; id: string; email: string; address: string };
type Answer = { status: number; body: unknown };

/** What the clients were told succeeded, per order: all of it must survive every crash. */
type Acked = {
  productId: string;
  paymentId?: string;
  created: boolean;
  proof: boolean;
  buyerCancelled: boolean;
  approved: boolean;
  rejected: number;
  completed: boolean;
  adminCancelled: boolean;
  /** The admin already chose to complete, cancel or leave this paid order (across crashes). */
  decided: boolean;
};

type Tally = {
  requests: number;
  network: number;
  status: Map<string, number>;
  idempotentRetries: number;
  idempotencyBroken: number;
};

function newTally(): Tally {
  return { requests: 0, network: 0, status: new Map(), idempotentRetries: 0, idempotencyBroken: 0 };
}

/** The server of the engine under test, killed if the run overruns its time bound. */
let current: Server | null = null;

class Server {
  private child: ChildProcess | null = null;
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts dist/server/main.mjs and waits for /api/health; answers the seconds it took. */
  async start(): Promise<number> {
    const started = performance.now();
    const out = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
      env: this.env,
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    this.child = child;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${this.tail()}`);
      if (performance.now() - started > 90_000) throw new Error(`no /api/health after 90 s:\n${this.tail()}`);
      const healthy = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return (performance.now() - started) / 1000;
      await sleep(100);
    }
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  tail(lines = 30): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  }
}

async function call(
  tally: Tally | null,
  session: Pick<Session, 'cookie' | 'address'> | null,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  if (tally) tally.requests++;
  let response: Response;
  try {
    response = await fetch(`${BASE}${pathname}`, {
      method,
      headers: {
        origin: BASE,
        'x-forwarded-for': session?.address ?? '10.76.0.1',
        ...(session?.cookie ? { cookie: session.cookie } : {}),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    if (tally) tally.network++;
    throw error;
  }
  const text = await response.text().catch(() => {
    if (tally) tally.network++;
    throw new Error('the answer was cut');
  });
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (tally) {
    const code = (parsed as { error?: { code?: string } } | null)?.error?.code;
    const key = `${method} ${pathname.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status}${code ? ` ${code}` : ''}`;
    tally.status.set(key, (tally.status.get(key) ?? 0) + 1);
  }
  return { status: response.status, body: parsed };
}

async function signUp(name: string, address: string): Promise<Session> {
  const email = `${name.replace(/\W/g, '').toLowerCase()}-${randomUUID().slice(0, 8)}@crash.bench.test`;
  const who = { cookie: '', address };
  const created = await call(null, who, 'POST', '/api/auth/sign-up/email', {
    name,
    email,
    password: PASSWORD,
    confirmAdult: true,
    acceptTerms: true,
  });
  if (created.status !== 200) throw new Error(`sign-up ${created.status}: ${JSON.stringify(created.body)}`);
  return { ...(await signIn(email, address)), id: '', email };
}

async function signIn(email: string, address: string): Promise<{ cookie: string; address: string }> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: BASE, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${response.status}: ${await response.text()}`);
  await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, address };
}

/** A small valid PNG, what a phone screenshot of a transfer would be, only smaller. */
async function proofPng(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

type Load = { halt(): void; stop(): Promise<void>; inFlight(): number };

/** Buyers and admins at work until stop(); every success is recorded in `acked`. */
function startLoad(
  buyers: Session[],
  admin: Session,
  productIds: string[],
  acked: Map<string, Acked>,
  tally: Tally,
  png: Buffer,
): Load {
  let alive = true;
  let inFlight = 0;
  const tracked = async (...args: Parameters<typeof call>): Promise<Answer | null> => {
    inFlight++;
    try {
      return await call(...args);
    } catch {
      return null; // the server died under this request
    } finally {
      inFlight--;
    }
  };
  const adminAt = (n: number) => ({ ...admin, address: `10.78.0.${n % 200}` });
  let adminRequests = 0;

  const buyerLoop = async (buyer: Session) => {
    while (alive) {
      const productId = pick(productIds);
      const checkout = {
        productId,
        deliveryType: 'home',
        address: '12 rue de la Paix, 75002 Paris',
        country: Math.random() < 0.5 ? 'France' : 'Sénégal',
        paymentMethod: 'bank_transfer',
      };
      const key = randomUUID();
      const created = await tracked(tally, buyer, 'POST', '/api/orders', checkout, { 'idempotency-key': key });
      if (!created) continue;
      if (created.status !== 201) {
        await sleep(150); // sold out, mostly: another product next time
        continue;
      }
      const orderId = (created.body as { order: { id: string } }).order.id;
      acked.set(orderId, {
        productId,
        created: true,
        proof: false,
        buyerCancelled: false,
        approved: false,
        rejected: 0,
        completed: false,
        adminCancelled: false,
        decided: false,
      });
      const state = acked.get(orderId)!;
      if (Math.random() < 0.1 && alive) {
        // A retry of the same checkout must answer the same order, not make a second one.
        const retry = await tracked(tally, buyer, 'POST', '/api/orders', checkout, { 'idempotency-key': key });
        if (retry?.status === 201) {
          tally.idempotentRetries++;
          if ((retry.body as { order: { id: string } }).order.id !== orderId) tally.idempotencyBroken++;
        }
      }
      if (!alive) break;
      if (Math.random() < 0.2) {
        const cancelled = await tracked(tally, buyer, 'POST', `/api/orders/${orderId}/cancel`, {});
        if (cancelled?.status === 200) state.buyerCancelled = true;
        continue;
      }
      const form = new FormData();
      form.append('proof', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'virement.png');
      const proof = await tracked(tally, buyer, 'POST', `/api/orders/${orderId}/payment-proof`, form);
      if (proof?.status === 200) state.proof = true;
      if (proof?.status === 200 && alive && Math.random() < 0.1) {
        // Races the admin's approval: exactly one of the two may win.
        const cancelled = await tracked(tally, buyer, 'POST', `/api/orders/${orderId}/cancel`, {});
        if (cancelled?.status === 200) state.buyerCancelled = true;
      }
    }
  };

  const adminLoop = async () => {
    while (alive) {
      let worked = false;
      const list = await tracked(tally, adminAt(adminRequests++), 'GET', '/api/admin/payments?status=submitted');
      const payments =
        list?.status === 200
          ? (list.body as { payments: { id: string; orderId: string; orderStatus: string }[] }).payments
          : [];
      for (const payment of payments.sort(() => Math.random() - 0.5).slice(0, 8)) {
        if (!alive) break;
        if (payment.orderStatus !== 'payment_submitted') continue;
        const reject = Math.random() < 0.12;
        const answer = await tracked(
          tally,
          adminAt(adminRequests++),
          'POST',
          `/api/admin/payments/${payment.id}/${reject ? 'reject' : 'approve'}`,
          reject ? { note: 'Montant reçu différent du total.' } : {},
        );
        worked = true;
        const state = acked.get(payment.orderId);
        if (answer?.status === 200 && state) {
          state.paymentId = payment.id;
          if (reject) state.rejected++;
          else state.approved = true;
        }
      }
      for (const [orderId, state] of acked) {
        if (!alive) break;
        if (!state.approved || state.decided) continue;
        state.decided = true;
        const roll = Math.random();
        if (roll > 0.55) continue;
        const status = roll < 0.4 ? 'completed' : 'cancelled';
        const answer = await tracked(tally, adminAt(adminRequests++), 'POST', `/api/admin/orders/${orderId}/status`, {
          status,
          reason: status === 'completed' ? 'Livraison confirmée par le transporteur' : 'Article endommagé au dépôt',
        });
        worked = true;
        if (answer?.status === 200) {
          if (status === 'completed') state.completed = true;
          else state.adminCancelled = true;
        }
      }
      if (!worked) await sleep(40);
    }
  };

  const loops = [...buyers.map(buyerLoop), adminLoop(), adminLoop()];
  return {
    inFlight: () => inFlight,
    /** No new request from now on (those in flight go on). */
    halt: () => {
      alive = false;
    },
    stop: async () => {
      alive = false;
      await Promise.all(loops);
    },
  };
}

type Violations = Record<string, number>;

/** Counts rows that break an invariant; every value must be 0. */
async function checkDatabase(
  db: Db,
  dataDir: string,
  initialStock: Map<string, number>,
  acked: Map<string, Acked>,
): Promise<{ violations: Violations; orders: number; notifications: number; orphanProofFiles: number }> {
  const count = async (name: string, query: RawBuilder<unknown>) =>
    [name, Number((await query.execute(db)).rows[0]?.['n' as never] ?? 0)] as const;
  const movement = (kind: string) =>
    sql`EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = ${kind})`;
  const PAID = sql`('payment_validated', 'in_transit', 'delivered', 'completed')`;
  const linkOf = (order: string) => sql.raw(`split_part(n.link, '#commande-', 2) = ${order}.order_number`);

  const violations: Violations = Object.fromEntries(
    await Promise.all([
      (async () => ['ledger movement not summing to zero', (await ledgerIsBalanced(db)) ? 0 : 1] as const)(),
      count(
        'unbalanced movements',
        sql`SELECT count(*) AS n FROM (SELECT movement_id FROM ledger_entries GROUP BY movement_id HAVING sum(amount_cents) <> 0) m`,
      ),
      count(
        'order without its payment row',
        sql`SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`,
      ),
      count(
        'order without its first timeline row',
        sql`SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (
          SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'pending_payment'
            AND e.id = (SELECT min(id) FROM order_events f WHERE f.order_id = o.id))`,
      ),
      count(
        'order whose last timeline row is not its status',
        sql`SELECT count(*) AS n FROM orders o WHERE o.status IS DISTINCT FROM
          (SELECT e.status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1)`,
      ),
      count(
        'payment status not matching its order',
        sql`SELECT count(*) AS n FROM orders o JOIN payments p ON p.order_id = o.id WHERE NOT (
          (o.status = 'pending_payment' AND p.status IN ('pending', 'rejected'))
          OR (o.status = 'payment_submitted' AND p.status = 'submitted' AND p.proof_key IS NOT NULL)
          OR (o.status IN ${PAID} AND p.status = 'paid')
          OR o.status = 'cancelled')`,
      ),
      count(
        "payment 'paid' without cash-in",
        sql`SELECT count(*) AS n FROM orders o JOIN payments p ON p.order_id = o.id
          WHERE p.status = 'paid' AND NOT ${movement('payment_received')}`,
      ),
      count(
        'validated order without cash-in',
        sql`SELECT count(*) AS n FROM orders o WHERE o.status IN ${PAID} AND NOT ${movement('payment_received')}`,
      ),
      count(
        'cash-in without a paid payment',
        sql`SELECT count(*) AS n FROM orders o JOIN payments p ON p.order_id = o.id
          WHERE p.status <> 'paid' AND ${movement('payment_received')}`,
      ),
      count(
        'seller share released without cash-in',
        sql`SELECT count(*) AS n FROM orders o WHERE ${movement('seller_share_released')} AND NOT ${movement('payment_received')}`,
      ),
      count(
        'completed order without its share released',
        sql`SELECT count(*) AS n FROM orders o WHERE o.status = 'completed' AND NOT ${movement('seller_share_released')}`,
      ),
      count(
        'cancelled paid order not refunded',
        sql`SELECT count(*) AS n FROM orders o WHERE o.status = 'cancelled' AND ${movement('payment_received')}
          AND NOT ${movement('refund_to_buyer')}`,
      ),
      count(
        'refund of an order not cancelled',
        sql`SELECT count(*) AS n FROM orders o WHERE o.status <> 'cancelled' AND ${movement('refund_to_buyer')}`,
      ),
      count(
        "order's cash not its total (or 0 once refunded)",
        sql`SELECT count(*) AS n FROM orders o WHERE
          (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries l WHERE l.order_id = o.id AND l.account = 'platform_cash')
          <> CASE WHEN ${movement('refund_to_buyer')} THEN 0 WHEN ${movement('payment_received')} THEN o.total_amount_cents ELSE 0 END`,
      ),
      count(
        'same movement twice for one order',
        sql`SELECT count(*) AS n FROM (SELECT order_id, kind FROM ledger_entries WHERE order_id IS NOT NULL
          GROUP BY order_id, kind HAVING count(DISTINCT movement_id) > 1) d`,
      ),
      count(
        "order without the seller's new-order notification",
        sql`SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM notifications n
          WHERE n.user_id = o.seller_id AND n.type = 'new_order' AND ${linkOf('o')})`,
      ),
      count(
        'proof sent without the admin notification',
        sql`SELECT count(*) AS n FROM orders o WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id
          AND e.status = 'payment_submitted') AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.type = 'payment_proof'
          AND n.message LIKE '%commande ' || o.order_number || '.')`,
      ),
      count(
        "approval without the buyer's notification",
        sql`SELECT count(*) AS n FROM orders o JOIN payments p ON p.order_id = o.id WHERE p.validated_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = o.buyer_id AND n.type = 'payment_status'
          AND n.title = 'Paiement validé' AND ${linkOf('o')})`,
      ),
      count(
        'notification of an order that does not exist',
        sql`SELECT count(*) AS n FROM notifications n WHERE n.link LIKE '%#commande-%'
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE ${linkOf('o')})`,
      ),
      count(
        'notification without its e-mail delivery',
        sql`SELECT count(*) AS n FROM notifications n WHERE NOT EXISTS (SELECT 1 FROM notification_deliveries d
          WHERE d.notification_id = n.id AND d.channel = 'email')`,
      ),
      count(
        'delivery without its notification (or for another user)',
        sql`SELECT count(*) AS n FROM notification_deliveries d WHERE NOT EXISTS (SELECT 1 FROM notifications n
          WHERE n.id = d.notification_id AND n.user_id = d.user_id)`,
      ),
      count(
        'delivery for a user who does not exist',
        sql`SELECT count(*) AS n FROM notification_deliveries d WHERE NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = d.user_id)`,
      ),
    ]),
  );

  // Stock: what the shop started with, minus the units of live orders, is what it has left.
  const products = await db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.stock_quantity',
      (eb) =>
        eb
          .selectFrom('orders as o')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('o.product_id', '=', 'p.id')
          .where('o.status', '<>', 'cancelled')
          .as('live'),
    ])
    .execute();
  violations['product whose stock is not initial − live orders'] = products.filter(
    (p) => (initialStock.get(p.id) ?? NaN) - Number(p.live ?? 0) !== p.stock_quantity || p.stock_quantity < 0,
  ).length;

  // Proof files: every stored key has its file (the file is written before the row commits).
  const proofKeys = (await db.selectFrom('payments').select('proof_key').where('proof_key', 'is not', null).execute())
    .map((row) => row.proof_key ?? '')
    .filter(Boolean);
  violations['payment whose proof file is missing'] = proofKeys.filter(
    (key) => !existsSync(path.join(dataDir, 'files', key)),
  ).length;
  const keys = new Set(proofKeys);
  const proofDir = path.join(dataDir, 'files', 'private', 'payment-proofs');
  const files = existsSync(proofDir)
    ? readdirSync(proofDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
        .map((entry) => path.relative(path.join(dataDir, 'files'), path.join(entry.parentPath, entry.name)))
    : [];
  const orphanProofFiles = files.filter((file) => !keys.has(file.split(path.sep).join('/'))).length;

  // Nothing a client was told is lost.
  const orders = new Map(
    (
      await db
        .selectFrom('orders as o')
        .innerJoin('payments as p', 'p.order_id', 'o.id')
        .select(['o.id', 'o.status', 'p.id as payment_id', 'p.proof_key'])
        .execute()
    ).map((row) => [row.id, row]),
  );
  const movements = new Set(
    (await db.selectFrom('ledger_entries').select(['order_id', 'kind']).distinct().execute()).map(
      (row) => `${row.order_id}:${row.kind}`,
    ),
  );
  const rejections = new Map<string, number>();
  for (const row of await db
    .selectFrom('admin_logs')
    .select(['target_id', sql<number>`count(*)::int`.as('n')])
    .where('action', '=', 'reject_payment')
    .groupBy('target_id')
    .execute())
    rejections.set(String(row.target_id), Number(row.n));
  const lost = { order: 0, proof: 0, cancellation: 0, approval: 0, completion: 0, rejection: 0 };
  for (const [orderId, told] of acked) {
    const row = orders.get(orderId);
    if (!row) {
      lost.order++;
      continue;
    }
    if (told.proof && !row.proof_key) lost.proof++;
    if ((told.buyerCancelled || told.adminCancelled) && row.status !== 'cancelled') lost.cancellation++;
    if (told.approved && !movements.has(`${orderId}:payment_received`)) lost.approval++;
    if (told.completed && (row.status !== 'completed' || !movements.has(`${orderId}:seller_share_released`)))
      lost.completion++;
    if (told.rejected > (rejections.get(row.payment_id) ?? 0)) lost.rejection++;
  }
  for (const [what, n] of Object.entries(lost)) violations[`acknowledged ${what} lost`] = n;

  const { notifications } = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('notifications'))
    .executeTakeFirstOrThrow();
  return { violations, orders: orders.size, notifications: Number(notifications), orphanProofFiles };
}

type EngineReport = {
  engine: Engine;
  crashes: number;
  survived: number;
  orders: number;
  acknowledged: number;
  violations: number;
  selfCheckFailures: number;
  requests: number;
  serverErrors: number;
  recoverySeconds: number[];
  error?: string;
};

async function runEngine(engine: Engine, png: Buffer): Promise<EngineReport> {
  const dataDir = path.resolve(`.tmp/bench-crash-${engine}-${process.pid}`);
  const logFile = `${dataDir}.log`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-01',
    SIGNING_SECRET: 'crash-signing-crash-signing-crash-signing',
    // Buyers leave orders unpaid again and again: the unpaid-order limit is beside the point.
    MAX_UNPAID_ORDERS: '1000000',
    ...(engine === 'postgres' ? { DATABASE_URL } : {}),
  };
  const config = loadConfig(env);
  const server = new Server(env, logFile);
  current = server;
  const report: EngineReport = {
    engine,
    crashes: 0,
    survived: 0,
    orders: 0,
    acknowledged: 0,
    violations: 0,
    selfCheckFailures: 0,
    requests: 0,
    serverErrors: 0,
    recoverySeconds: [],
  };
  const tally = newTally();
  /** On PGlite the server must be stopped for another process to open the data. */
  const withDatabase = async <T>(fn: (db: Db) => Promise<T>, restart = true): Promise<T> => {
    if (engine === 'pglite') await server.kill('SIGTERM');
    const database = await openConfiguredDatabase(config);
    try {
      return engine === 'postgres'
        ? await database.db
            .transaction()
            .setIsolationLevel('repeatable read')
            .execute((trx) => fn(trx))
        : await fn(database.db);
    } finally {
      await database.close();
      if (engine === 'pglite' && restart) await server.start();
    }
  };

  log(`\n== ${engine === 'postgres' ? 'PostgreSQL (fresh database)' : 'PGlite (fresh DATA_DIR)'} ==`);
  rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'postgres') await recreateDatabase(DATABASE_URL);
  try {
    log(`first start (migrations): ${(await server.start()).toFixed(1)} s`);
    const seller = await signUp('Vendeuse Crash', '10.77.1.1');
    const admin = await signUp('Admin Crash', '10.77.1.2');
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => signUp(`Acheteuse ${i}`, `10.77.0.${10 + i}`)),
    );
    const initialStock = new Map<string, number>();
    // Roles and the catalogue straight in the database (as grant-admin does), the server stopped for PGlite.
    await withDatabase(async (db) => {
      const ids = new Map(
        (await db.selectFrom('profiles').select(['id', 'email']).execute()).map((row) => [row.email, row.id]),
      );
      for (const person of [seller, admin, ...buyers]) person.id = ids.get(person.email) ?? '';
      await db
        .insertInto('user_roles')
        .values([
          { user_id: seller.id, role: 'seller' },
          { user_id: admin.id, role: 'admin' },
        ])
        .execute();
      // The confirmation links are mailed; the bench marks the addresses confirmed, as following them would.
      await db
        .updateTable('profiles')
        .set({ email_verified: true })
        .where(
          'id',
          'in',
          [seller, ...buyers].map((person) => person.id),
        )
        .execute();
      const products = await db
        .insertInto('products')
        .values(
          Array.from({ length: PRODUCTS }, (_, i) => ({
            seller_id: seller.id,
            title: `Perruque crash ${i}`,
            description: 'Perruque naturelle, lisse, 40 cm',
            price_cents: 4990 + 100 * i,
            category: 'Perruques' as const,
            stock_quantity: STOCK,
          })),
        )
        .returning(['id', 'stock_quantity'])
        .execute();
      for (const product of products) initialStock.set(product.id, product.stock_quantity);
    });
    const productIds = [...initialStock.keys()];
    log(
      `${BUYERS} buyers, 1 seller, 1 admin signed in over HTTP; ${PRODUCTS} products × ${STOCK} units; ${CRASHES} crashes`,
    );

    const acked = new Map<string, Acked>();
    for (let crash = 1; crash <= CRASHES; crash++) {
      if (Date.now() > RUN_DEADLINE - 45_000) {
        log(`stopping early: the run's time bound is near`);
        break;
      }
      const before = acked.size;
      const load = startLoad(buyers, admin, productIds, acked, tally, png);
      const killAfter = KILL_WINDOW[0] + Math.random() * (KILL_WINDOW[1] - KILL_WINDOW[0]);
      await sleep(killAfter * 1000);
      load.halt();
      const inFlight = load.inFlight();
      await server.kill('SIGKILL');
      report.crashes++;
      await load.stop();
      const recovery = await server.start();
      report.recoverySeconds.push(recovery);

      const selfChecks = await call(null, admin, 'POST', '/api/admin/self-checks', {});
      const results =
        selfChecks.status === 200
          ? (selfChecks.body as { results: { test: string; status: string; message: string }[] }).results
          : [];
      const failedChecks = results.filter((result) => result.status !== 'passed');
      if (selfChecks.status !== 200) failedChecks.push({ test: 'self-checks', status: 'failed', message: '' });
      report.selfCheckFailures += failedChecks.length;

      const checked = await withDatabase((db) => checkDatabase(db, dataDir, initialStock, acked));
      const broken = Object.entries(checked.violations).filter(([, n]) => n > 0);
      const total = broken.reduce((sum, [, n]) => sum + n, 0);
      report.violations += total;
      if (total === 0 && failedChecks.length === 0) report.survived++;
      report.orders = checked.orders;
      report.acknowledged = acked.size;
      log(
        `crash ${crash}/${CRASHES}: kill -9 after ${killAfter.toFixed(1)} s of load, ${inFlight} requests in flight; ` +
          `back in ${recovery.toFixed(1)} s; orders ${checked.orders} (+${acked.size - before} acknowledged, ` +
          `${checked.orders - acked.size} committed but unanswered), notifications ${checked.notifications}, ` +
          `orphan proof files ${checked.orphanProofFiles}; self-checks ${results.length - failedChecks.length}/${results.length}; ` +
          `violations ${total}`,
      );
      for (const [name, n] of broken) log(`  VIOLATION ${name}: ${n}`);
      for (const failed of failedChecks) log(`  SELF-CHECK FAILED ${failed.test}: ${failed.message}`);
    }

    const final = await withDatabase(async (db) => {
      const statuses = await db
        .selectFrom('orders')
        .select(['status', sql<number>`count(*)::int`.as('n')])
        .groupBy('status')
        .orderBy('status')
        .execute();
      const stock = await db
        .selectFrom('products')
        .select(sql<number>`sum(stock_quantity)::int`.as('left'))
        .executeTakeFirstOrThrow();
      const ledger = await db
        .selectFrom('ledger_entries')
        .select([
          sql<number>`count(*)::int`.as('entries'),
          sql<number>`count(DISTINCT movement_id)::int`.as('movements'),
        ])
        .executeTakeFirstOrThrow();
      return { statuses, stock: Number(stock.left), ledger };
    }, false);
    log(`orders by status: ${final.statuses.map((row) => `${row.status} ${row.n}`).join(', ')}`);
    log(
      `stock left ${final.stock} of ${PRODUCTS * STOCK}; ledger ${final.ledger.entries} entries in ${final.ledger.movements} movements`,
    );
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
    log(`ERROR: ${report.error}`);
  } finally {
    await server.kill('SIGTERM');
    report.requests = tally.requests;
    report.serverErrors = [...tally.status].filter(([key]) => / 5\d\d\b/.test(key)).reduce((s, [, n]) => s + n, 0);
    log(
      `requests ${tally.requests} (${tally.network} cut by the kills); idempotent retries ${tally.idempotentRetries}, ` +
        `answered another order ${tally.idempotencyBroken}`,
    );
    const answers = [...tally.status].sort(([a], [b]) => a.localeCompare(b));
    for (const [key, n] of answers) log(`  ${key}: ${n}`);
    if (report.error || report.serverErrors > 0) log(`server log (last lines):\n${server.tail(15)}`);
    if (engine === 'postgres') await dropDatabase(DATABASE_URL).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  }
  report.violations += tally.idempotencyBroken;
  return report;
}

async function main() {
  const timer = setTimeout(() => {
    console.error('the run went past 10 minutes: stopped');
    void current?.kill('SIGKILL');
    process.exit(1);
  }, 10 * 60_000);
  timer.unref();
  const built = spawnSync(process.execPath, ['scripts/ensure-builds.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  log(
    `Crash test: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const png = await proofPng();
  const reports: EngineReport[] = [];
  for (const engine of ENGINES) reports.push(await runEngine(engine, png));
  log('\nengine    crashes survived  orders (acknowledged)  violations  self-check failures  5xx  restart s (max)');
  for (const r of reports) {
    log(
      `${r.engine.padEnd(9)} ${String(r.crashes).padStart(7)} ${String(r.survived).padStart(8)}  ${String(r.orders).padStart(6)} (${r.acknowledged})${' '.repeat(Math.max(1, 14 - String(r.acknowledged).length))}` +
        `${String(r.violations).padStart(10)}  ${String(r.selfCheckFailures).padStart(19)}  ${String(r.serverErrors).padStart(3)}  ` +
        `${(r.recoverySeconds.reduce((a, b) => a + b, 0) / Math.max(1, r.recoverySeconds.length)).toFixed(1)} (${Math.max(0, ...r.recoverySeconds).toFixed(1)})` +
        (r.error ? `  ERROR ${r.error.split('\n')[0]}` : ''),
    );
  }
  const failed = reports.some((r) => r.error || r.violations > 0 || r.selfCheckFailures > 0 || r.survived < r.crashes);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
