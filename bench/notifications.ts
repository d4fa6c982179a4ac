// Notifications benchmark: `npm run bench:notifications` (BENCH_DATABASE_URL, BENCH_ORDERS and
// BENCH_EMAILS override the server, the orders of the one-at-a-time pass and the e-mails sent by
// notify()). Over real HTTP on a fresh PostgreSQL database: sellers keep their live stream
// (GET /api/me/events) open while buyers order their products; for each order, the time from the
// POST /api/orders answer to the seller's `notification` insert event. Once with one instance, once
// with orders on instance A and streams on instance B (same database), then on embedded PGlite.
// Then the delivery worker sends the pending e-mails to a local SMTP server: e-mails per second,
// and each received exactly once, beside the floor of the same mailer sending alone (pooled SMTP
// connections; smtp-server waits 100 ms before greeting each new connection). Clients,
// servers and SMTP share this process (and its event loop): the figures include that. Prints
// figures only.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { createContext } from '@server/create-context';
import { type DatabaseHandle, type Db, openDatabase } from '@server/db/connection';
import { deliveryChannels } from '@server/modules/notifications/delivery-channels';
import { startDeliveryWorker } from '@server/modules/notifications/delivery-worker';
import { notificationEmail } from '@server/modules/notifications/notification-email';
import { notify } from '@server/modules/notifications/notify';
import { createMailer, type Mailer } from '@server/platform/mailer';
import { SseClient } from '@test/sse';
import { dropDatabase, recreateDatabase } from './seed';
import { ms, summarize } from './stats';
import { benchEmail, confirmEmail, signUpAndIn } from './bench-account';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_notifications';
/** Sellers with an open stream; the concurrent pass runs one lane per seller. */
const SELLERS = 10;
const ONE_AT_A_TIME = Number(process.env.BENCH_ORDERS ?? 200);
const PER_LANE = 30;
const EMAILS = Number(process.env.BENCH_EMAILS ?? 500);
/** Bounds: each pass stops at its count or after these seconds, whichever comes first. */
const PASS_SECONDS = 60;
const EMAIL_SECONDS = 180;
/** E-mails sent back to back without the application, for the SMTP floor. */
const FLOOR_EMAILS = 50;
const EVENT_TIMEOUT_MS = 5_000;
const WATCHDOG_MINUTES = 20;
const log = (line = '') => console.log(line);
const logger = pino({ level: 'silent' });
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Session = { cookie: string; id: string };
type Instance = { ctx: AppContext; base: string; close(): Promise<void> };
/** products[i] belongs to sellers[i]. */
type Market = { sellers: Session[]; buyers: Session[]; products: string[] };
type Cleanup = (step: () => Promise<unknown>) => void;

/** Runs `body`, then every cleanup it registered, last first, even when it failed. */
async function withCleanup(body: (defer: Cleanup) => Promise<void>): Promise<void> {
  const steps: Array<() => Promise<unknown>> = [];
  try {
    await body((step) => steps.push(step));
  } finally {
    for (const step of steps.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error));
  }
}

function benchConfig(databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-notifications-${process.pid}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
    // Each buyer orders again and again without paying: the unpaid-order limit is beside the point.
    MAX_UNPAID_ORDERS: '1000000',
  });
}

async function startInstance(config: Config, database: DatabaseHandle): Promise<Instance> {
  const { ctx, close } = await createContext(config, logger, {
    database,
    authRateLimits: { signUp: { window: 60, max: 100_000 } },
  });
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ctx,
    base,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

const postJson = (instance: Instance, session: Session | null, path: string, body: unknown) =>
  fetch(`${instance.base}${path}`, {
    method: 'POST',
    headers: {
      origin: instance.ctx.config.publicUrl,
      'content-type': 'application/json',
      ...(session ? { cookie: session.cookie } : {}),
    },
    body: JSON.stringify(body),
  });

async function signUp(instance: Instance, name: string): Promise<Session> {
  const email = benchEmail(name);
  const cookie = await signUpAndIn((path, body) => postJson(instance, null, path, body), name, email);
  return { cookie, id: await confirmEmail(instance.ctx.db, email) };
}

/** SELLERS sellers with one product each (stock enough for every pass), one buyer per lane. */
async function openMarket(instance: Instance): Promise<Market> {
  const sellers = await Promise.all(Array.from({ length: SELLERS }, (_, i) => signUp(instance, `Vendeuse ${i}`)));
  const buyers = await Promise.all(Array.from({ length: SELLERS }, (_, i) => signUp(instance, `Acheteuse ${i}`)));
  await instance.ctx.db
    .insertInto('user_roles')
    .values(sellers.map((seller) => ({ user_id: seller.id, role: 'seller' as const })))
    .execute();
  const products = await instance.ctx.db
    .insertInto('products')
    .values(
      sellers.map((seller, i) => ({
        seller_id: seller.id,
        title: `Perruque ${i}`,
        description: 'Perruque naturelle',
        price_cents: 9900 + i,
        category: 'Perruques' as const,
        stock_quantity: 1_000_000,
      })),
    )
    .returning('id')
    .execute();
  return { sellers, buyers, products: products.map((row) => row.id) };
}

/** One SSE stream per seller on `instance`, as each seller's open tab. */
async function openStreams(instance: Instance, market: Market): Promise<SseClient[]> {
  return Promise.all(market.sellers.map((seller) => SseClient.open(`${instance.base}/api/me/events`, seller.cookie)));
}

type Sample = { orderId: string; eventId: string; sentAt: number; answeredAt: number; eventAt: number };
type Tally = { errors: number; missing: number };

/** One order on `seller`'s product by `buyer`, then that seller's next insert event. */
async function orderAndWait(
  instance: Instance,
  market: Market,
  streams: SseClient[],
  seller: number,
  buyer: number,
  tally: Tally,
): Promise<Sample | null> {
  const stream = streams[seller]!;
  const from = stream.events.length;
  const sentAt = performance.now();
  const response = await postJson(instance, market.buyers[buyer]!, '/api/orders', {
    productId: market.products[seller]!,
    deliveryType: 'home',
    address: '12 rue de la Paix, 75002 Paris',
    country: 'France',
    paymentMethod: 'bank_transfer',
  });
  const answeredAt = performance.now();
  if (response.status !== 201) {
    if (tally.errors++ === 0) log(`  first error: ${response.status} ${await response.text()}`);
    else await response.text();
    return null;
  }
  const { order } = (await response.json()) as { order: { id: string } };
  try {
    const event = await stream.next(
      (e) => e.event === 'notification' && (e.data as { op?: string }).op === 'insert',
      EVENT_TIMEOUT_MS,
      from,
    );
    return { orderId: order.id, eventId: (event.data as { id: string }).id, sentAt, answeredAt, eventAt: event.at };
  } catch {
    tally.missing++;
    return null;
  }
}

/**
 * `lanes` loops place orders until `orders` are placed or the pass's time is up. One lane: seller
 * after seller. Several: lane j orders from seller j only, so each stream awaits one event at a time.
 */
async function drive(
  post: Instance,
  market: Market,
  streams: SseClient[],
  lanes: number,
  orders: number,
): Promise<{ samples: Sample[]; tally: Tally; seconds: number }> {
  const samples: Sample[] = [];
  const tally: Tally = { errors: 0, missing: 0 };
  const started = performance.now();
  const deadline = started + PASS_SECONDS * 1000;
  let placed = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (placed < orders && performance.now() < deadline) {
        const n = placed++;
        const seller = lanes === 1 ? n % SELLERS : lane;
        const sample = await orderAndWait(post, market, streams, seller, seller, tally);
        if (sample) samples.push(sample);
      }
    }),
  );
  return { samples, tally, seconds: (performance.now() - started) / 1000 };
}

/** Events whose notification is not the one of their order, and events seen for two orders. */
async function mismatches(db: Db, samples: Sample[]): Promise<{ wrong: number; duplicates: number }> {
  if (samples.length === 0) return { wrong: 0, duplicates: 0 };
  const links = new Map(
    (
      await db
        .selectFrom('notifications')
        .select(['id', 'link'])
        .where(
          'id',
          'in',
          samples.map((s) => s.eventId),
        )
        .execute()
    ).map((row) => [row.id, row.link]),
  );
  const numbers = new Map(
    (
      await db
        .selectFrom('orders')
        .select(['id', 'order_number'])
        .where(
          'id',
          'in',
          samples.map((s) => s.orderId),
        )
        .execute()
    ).map((row) => [row.id, row.order_number]),
  );
  const wrong = samples.filter(
    (s) => !links.get(s.eventId)?.endsWith(`#commande-${numbers.get(s.orderId) ?? 'absente'}`),
  ).length;
  return { wrong, duplicates: samples.length - new Set(samples.map((s) => s.eventId)).size };
}

const line = (label: string, values: number[], seconds: number) => {
  const s = summarize(values, 0, seconds);
  return `    ${label.padEnd(20)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;
};

async function report(db: Db, label: string, run: Awaited<ReturnType<typeof drive>>) {
  const { samples, tally, seconds } = run;
  const { wrong, duplicates } = await mismatches(db, samples);
  const signed = samples.map((s) => s.eventAt - s.answeredAt);
  log(
    `  ${label}: ${samples.length} orders with their event in ${seconds.toFixed(1)} s (${(samples.length / seconds).toFixed(0)}/s); errors ${tally.errors}, events missing ${tally.missing}, wrong ${wrong}, duplicated ${duplicates}`,
  );
  log(
    `${line('answer → event', signed, seconds)}  min ${ms(Math.min(...signed))}  (event first: ${signed.filter((d) => d < 0).length} of ${samples.length})`,
  );
  log(
    line(
      'request → event',
      samples.map((s) => s.eventAt - s.sentAt),
      seconds,
    ),
  );
  log(
    line(
      'request → answer',
      samples.map((s) => s.answeredAt - s.sentAt),
      seconds,
    ),
  );
}

/** Warm-up (one order per seller, unmeasured), the one-at-a-time pass, then the concurrent one. */
async function livePasses(db: Db, post: Instance, market: Market, streams: SseClient[]) {
  await drive(post, market, streams, SELLERS, SELLERS);
  await report(db, 'one at a time', await drive(post, market, streams, 1, ONE_AT_A_TIME));
  await report(db, `${SELLERS} concurrent`, await drive(post, market, streams, SELLERS, SELLERS * PER_LANE));
}

/**
 * A local SMTP server that keeps, per notification, how many copies it received (from the
 * Message-ID the e-mail channel sets). It reads the headers only: parsing each message would
 * charge this process's CPU to the sender being measured.
 */
async function startSmtpSink() {
  const copies = new Map<string, number>();
  let others = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
        const id = /^Message-ID:\s*<notification-([0-9a-f-]{36})@/im.exec(headers)?.[1];
        if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
        else others++;
        lastAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    copies,
    get others() {
      return others;
    },
    get lastAt() {
      return lastAt;
    },
    reset() {
      copies.clear();
      others = 0;
      lastAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * Every pending e-mail delivery, sent by one delivery worker per given instance (the real
 * worker: woken by the bus, claiming batches with SKIP LOCKED), each with its own SMTP mailer.
 */
async function emailPass(label: string, workers: Instance[], sink: SmtpSink) {
  const db = workers[0]!.ctx.db;
  const pending = () =>
    db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', '=', 'email')
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
  const due = await db
    .selectFrom('notification_deliveries')
    .select('notification_id')
    .where('channel', '=', 'email')
    .where('status', '=', 'pending')
    .execute();
  // Notification e-mails always belong to a notification (only account e-mails have none).
  const expected = new Set(due.flatMap((row) => (row.notification_id ? [row.notification_id] : [])));
  sink.reset();
  const mailers: Mailer[] = workers.map((w) =>
    createMailer({ smtpUrl: sink.url, from: w.ctx.config.mail.from, outboxDir: w.ctx.config.mail.outboxDir, logger }),
  );
  const started = performance.now();
  const stops = workers.map((w, i) =>
    startDeliveryWorker({ ...w.ctx, mailer: mailers[i]! }, deliveryChannels, logger, { pollMs: 1_000 }),
  );
  const deadline = started + EMAIL_SECONDS * 1000;
  while (performance.now() < deadline) {
    if (sink.copies.size >= expected.size && (await pending()).n === 0) break;
    await sleep(50);
  }
  const timedOut = performance.now() >= deadline;
  const elapsed = ((sink.lastAt || performance.now()) - started) / 1000;
  await Promise.all(stops.map((stop) => stop()));
  mailers.forEach((mailer) => mailer.close?.());

  const received = [...sink.copies.values()].reduce((a, b) => a + b, 0);
  const missing = [...expected].filter((id) => !sink.copies.has(id)).length;
  const twice = [...sink.copies.values()].filter((n) => n > 1).length;
  const unexpected = [...sink.copies.keys()].filter((id) => !expected.has(id)).length;
  const rows =
    expected.size === 0
      ? []
      : await db
          .selectFrom('notification_deliveries')
          .select(['status', 'attempts', 'last_error'])
          .where('channel', '=', 'email')
          .where('notification_id', 'in', [...expected])
          .execute();
  const sent = rows.filter((row) => row.status === 'sent').length;
  const retried = rows.filter((row) => row.attempts > 1).length;
  const firstError = rows.find((row) => row.last_error)?.last_error;
  log(
    `  ${label}: ${sent} of ${expected.size} sent in ${elapsed.toFixed(1)} s = ${(sent / elapsed).toFixed(0)} e-mails/s${timedOut ? ` (stopped after ${EMAIL_SECONDS} s)` : ''}`,
  );
  log(
    `    SMTP received ${received} (${sink.copies.size} distinct): missing ${missing}, more than once ${twice}, unexpected ${unexpected + sink.others}; deliveries retried ${retried}, not sent ${rows.length - sent}${firstError ? `; first error: ${firstError}` : ''}`,
  );
}

/** The floor: as many e-mails of the same shape sent back to back by the app's mailer alone, no database. */
async function smtpFloor(sink: SmtpSink, config: Config) {
  const base = config.publicUrl;
  const mail = (i: number) =>
    notificationEmail({
      to: `vendeuse-${i}@bench.test`,
      recipientName: 'Vendeuse 0',
      title: 'Nouvelle commande',
      message: `Nouvelle commande B-${i} pour « Perruque 0 ». Attendez la validation du paiement avant d'expédier.`,
      actionUrl: `${base}/orders?onglet=ventes#commande-B-${i}`,
      preferencesUrl: `${base}/settings`,
      unsubscribeUrl: `${base}/api/notifications/unsubscribe?token=${'x'.repeat(120)}`,
      messageId: `<floor-${i}@bench.test>`,
    });
  const mailer = createMailer({ smtpUrl: sink.url, from: config.mail.from, outboxDir: config.mail.outboxDir, logger });
  try {
    sink.reset();
    const started = performance.now();
    for (let i = 0; i < FLOOR_EMAILS; i++) await mailer.send(mail(i));
    const elapsed = (performance.now() - started) / 1000;
    log(
      `  floor, the mailer alone: ${FLOOR_EMAILS} in ${elapsed.toFixed(1)} s = ${(FLOOR_EMAILS / elapsed).toFixed(0)} e-mails/s (received ${sink.others})`,
    );
  } finally {
    mailer.close?.();
    sink.reset();
  }
}

/** EMAILS notifications to the market's people, ten per transaction, as an action would write them. */
async function notifyMany(db: Db, market: Market) {
  const people = [...market.sellers, ...market.buyers];
  for (let first = 0; first < EMAILS; first += 10) {
    await db.transaction().execute((trx) =>
      notify(
        trx,
        Array.from({ length: Math.min(10, EMAILS - first) }, (_, k) => ({
          userId: people[(first + k) % people.length]!.id,
          type: 'new_order' as const,
          title: 'Nouvelle commande',
          message: `Nouvelle commande B-${first + k} pour « Perruque ». Attendez la validation du paiement avant d'expédier.`,
          link: '/orders?onglet=ventes',
        })),
      ),
    );
  }
}

async function onPostgres(config: Config) {
  await recreateDatabase(DATABASE_URL);
  await withCleanup(async (defer) => {
    defer(() => dropDatabase(DATABASE_URL));
    const a = await startInstance(
      config,
      await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 20 }),
    );
    defer(() => a.close());
    const market = await openMarket(a);

    log(`Live, one instance on PostgreSQL (${SELLERS} sellers' streams open):`);
    const streamsOnA = await openStreams(a, market);
    defer(async () => streamsOnA.forEach((stream) => stream.close()));
    await livePasses(a.ctx.db, a, market, streamsOnA);
    streamsOnA.forEach((stream) => stream.close());

    log(`Live, two instances on one PostgreSQL database (orders to A, ${SELLERS} streams on B):`);
    const b = await startInstance(
      config,
      await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 20 }),
    );
    defer(() => b.close());
    const streamsOnB = await openStreams(b, market);
    defer(async () => streamsOnB.forEach((stream) => stream.close()));
    await livePasses(a.ctx.db, a, market, streamsOnB);
    streamsOnB.forEach((stream) => stream.close());

    log('E-mail deliveries to a local SMTP server (PostgreSQL):');
    const sink = await startSmtpSink();
    defer(() => sink.close());
    await smtpFloor(sink, config);
    await emailPass("the orders' e-mails above, two workers (A and B)", [a, b], sink);
    await notifyMany(a.ctx.db, market);
    await emailPass(`${EMAILS} from notify(), one worker`, [a], sink);
  });
}

async function onPGlite(config: Config) {
  await withCleanup(async (defer) => {
    const instance = await startInstance(config, await openDatabase({ kind: 'pglite' }));
    defer(() => instance.close());
    const market = await openMarket(instance);
    log(`Live, one instance on embedded PGlite, in memory (${SELLERS} sellers' streams open):`);
    const streams = await openStreams(instance, market);
    defer(async () => streams.forEach((stream) => stream.close()));
    await livePasses(instance.ctx.db, instance, market, streams);
  });
}

async function main() {
  log(
    `Notifications benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const watchdog = setTimeout(() => {
    console.error(`notifications benchmark: still running after ${WATCHDOG_MINUTES} min, stopped`);
    process.exit(1);
  }, WATCHDOG_MINUTES * 60_000);
  watchdog.unref();
  const config = benchConfig(DATABASE_URL);
  try {
    await onPostgres(config);
    await onPGlite(benchConfig());
  } finally {
    await rm(config.dataDir, { recursive: true, force: true });
  }
  log(
    `Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
