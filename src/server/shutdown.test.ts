import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import webpush from 'web-push';
import { type DatabaseHandle, openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { bundleServer, freePort } from '@test/cluster';
import { nextAddress, orderPayload } from '@test/cluster-client';
import { adminUrl } from '@test/database';
import { type ServerProcess, startServerProcess } from '@test/server-process';
import { SseClient } from '@test/sse';

/**
 * The built server (`npm start`'s bundle) stopped by signals in the states where servers hung
 * for ever (issue 36, decision 045): every time it exits within its deadline, with code 0,
 * or 1 when the deadline or a third signal cut it short. On PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const WORK_DIR = path.resolve(`.tmp/shutdown-${process.pid}`);
const PUBLIC_URL = 'http://127.0.0.1:3000';
const TIMEOUT_SECONDS = 5;
const PASSWORD = 'mot-de-passe-solide';
const vapid = webpush.generateVAPIDKeys();

type Person = { email: string; cookie: string; address: string };
type World = {
  /** A database of its own for one server: a copy of the prepared PGlite folder, or the shared PostgreSQL one. */
  env(dataDir: string): NodeJS.ProcessEnv;
  productId: string;
  sellerEmail: string;
  buyerEmail: string;
};

const baseEnv = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  PUBLIC_URL,
  TRUST_PROXY: 'true',
  SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  AUTH_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
  SIGNING_SECRET: 'shutdown-signing-shutdown-signing-shutdown',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  // On PostgreSQL every state orders on one database: the unpaid-order limit is beside the point.
  MAX_UNPAID_ORDERS: '100',
  ...extra,
});

const call = (server: ServerProcess, person: Person | null, method: string, route: string, body?: unknown) =>
  fetch(`${server.url}${route}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      'x-forwarded-for': person?.address ?? nextAddress(),
      ...(person ? { cookie: person.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signIn(server: ServerProcess, email: string): Promise<Person> {
  const address = nextAddress();
  const answer = await call(server, { email, cookie: '', address }, 'POST', '/api/auth/sign-in/email', {
    email,
    password: PASSWORD,
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { email, cookie, address };
}

async function placeOrder(server: ServerProcess, world: World): Promise<void> {
  const buyer = await signIn(server, world.buyerEmail);
  const answer = await call(server, buyer, 'POST', '/api/orders', orderPayload(world.productId));
  expect(answer.status, await answer.clone().text()).toBe(201);
}

/**
 * Starts a server on the engine once to sign a seller and a buyer up through the API, then
 * confirms them, makes the seller one and lists a product straight in the database.
 */
async function prepareWorld(
  entry: string,
  env: NodeJS.ProcessEnv,
  open: () => Promise<DatabaseHandle>,
): Promise<Omit<World, 'env'>> {
  const server = startServerProcess(entry, await freePort(), env);
  const [sellerEmail, buyerEmail] = [`vendeuse-${process.pid}@shutdown.test`, `acheteuse-${process.pid}@shutdown.test`];
  const signingUp = (async () => {
    await server.ready();
    for (const [name, email] of [
      ['Vendeuse', sellerEmail],
      ['Acheteuse', buyerEmail],
    ] as const) {
      const body = { name, email, password: PASSWORD, confirmAdult: true, acceptTerms: true };
      const answer = await call(server, null, 'POST', '/api/auth/sign-up/email', body);
      if (!answer.ok) throw new Error(`sign-up: ${answer.status} ${await answer.text()}`);
    }
  })();
  const signedUp = await signingUp.then(
    () => null,
    (error: unknown) => error,
  );
  const exit = await server.stop(['SIGTERM'], 20_000);
  if (signedUp) throw signedUp;
  if (exit.hung) throw new Error(`the preparing server hung:\n${server.output().slice(-2_000)}`);
  const { db, close } = await open();
  try {
    await db
      .updateTable('profiles')
      .set({ email_verified: true })
      .where('email', 'in', [sellerEmail, buyerEmail])
      .execute();
    const seller = await db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', sellerEmail)
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: seller.id, role: 'seller' }).execute();
    const product = await db
      .insertInto('products')
      .values({
        seller_id: seller.id,
        title: 'Perruque afro crépue 40 cm',
        description: 'Perruque naturelle, densité 180 %, bonnet M.',
        price_cents: 12_900,
        category: 'Perruques',
        stock_quantity: 1_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`CHECKPOINT`.execute(db);
    return { productId: product.id, sellerEmail, buyerEmail };
  } finally {
    await close();
  }
}

/** An SMTP server that accepts connections and never answers: a send through it stays in flight. */
async function silentSmtpServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    connections: () => sockets.size,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

type State = {
  name: string;
  signals?: NodeJS.Signals[];
  env?: (smtpUrl: string) => NodeJS.ProcessEnv;
  /** Brings the running server to the state the signals find it in; the server is ready unless `early`. */
  before?: (server: ServerProcess, world: World, smtp: { connections(): number }, dataDir: string) => Promise<unknown>;
  /** Signalled while starting, not once ready (on PGlite, whose lock file says it has begun). */
  early?: boolean;
  code?: number;
  /** What standard error says when the shutdown was cut short. */
  lastWords?: RegExp;
};

const drainSecond = () => ({ DRAIN_SECONDS: '1' });

/**
 * How long the process may take to be gone once it decides to exit: with the embedded database
 * still open (a deadline, a third signal), Node's exit took up to 2.2 s on a slow disk. A hang
 * is forever, so this still catches one.
 */
const EXIT_ALLOWANCE_MS = 3_500;

const closeOutputAtSignal: State = {
  name: 'right after an order, its output closed as the signal comes',
  before: async (server, world) => {
    await placeOrder(server, world);
    server.child.stdout!.destroy();
  },
};
const unreadOutput: State = {
  name: 'its output not read for a while, the pipe full',
  before: async (server) => {
    server.child.stdout!.pause();
    const long = 'x'.repeat(4_000);
    for (let i = 0; i < 300; i++) await call(server, null, 'GET', `/api/introuvable?${long}`);
  },
};
const closedOutput: State = {
  name: 'its output closed before the signal',
  before: async (server) => {
    server.child.stdout!.destroy();
    for (let i = 0; i < 20; i++) await call(server, null, 'GET', '/api/products');
  },
};

const STATES: State[] = [
  { name: 'just started' },
  {
    name: 'still starting',
    early: true,
    // Up first, however long that takes on a busy machine; the deadline itself is tested below.
    env: () => ({ SHUTDOWN_TIMEOUT_SECONDS: '120' }),
    // Written in the same tick as the signal handlers are set.
    before: async (_server, _world, _smtp, dataDir) => {
      while (!existsSync(path.join(dataDir, 'pglite', 'boucles.pid'))) await sleep(20);
    },
  },
  { name: "during the jobs' start-up pass", before: () => sleep(5_000) },
  {
    name: 'a notification e-mail in flight to a mail server that never answers',
    env: (smtpUrl) => ({ SMTP_URL: smtpUrl }),
    before: async (server, world, smtp) => {
      await placeOrder(server, world);
      while (smtp.connections() === 0) await sleep(50);
    },
  },
  {
    name: 'a step past the deadline (a send in flight, a 1 s deadline)',
    env: (smtpUrl) => ({ SMTP_URL: smtpUrl, SHUTDOWN_TIMEOUT_SECONDS: '1' }),
    before: async (server, world, smtp) => {
      await placeOrder(server, world);
      while (smtp.connections() === 0) await sleep(50);
    },
    code: 1,
    lastWords: /"step":"deliveries".*deadline/,
  },
  {
    name: 'a live stream open',
    before: async (server, world) =>
      SseClient.open(`${server.url}/api/me/events`, (await signIn(server, world.sellerEmail)).cookie),
  },
  { name: 'right after an order', before: (server, world) => placeOrder(server, world) },
  closedOutput,
  closeOutputAtSignal,
  unreadOutput,
  { name: 'two signals while draining', signals: ['SIGTERM', 'SIGINT'], env: drainSecond },
  {
    name: 'three signals while draining',
    signals: ['SIGTERM', 'SIGTERM', 'SIGINT'],
    // A long drain, so that an exit before its end can only be the third signal's.
    env: () => ({ DRAIN_SECONDS: '8' }),
    code: 1,
    lastWords: /third signal/,
  },
];
/**
 * Again, so that PGlite is started 20 times (PostgreSQL meets each state once): most often
 * the unread output, which hung every time before decision 045.
 */
const AGAIN: State[] = [unreadOutput, unreadOutput, unreadOutput, unreadOutput];
AGAIN.push(closeOutputAtSignal, closeOutputAtSignal, closedOutput, closedOutput);

// The suite's run on PostgreSQL (TEST_DATABASE_URL) follows its run on PGlite: each engine once.
const engines: { engine: string; serverUrl: string | undefined }[] = process.env.TEST_DATABASE_URL
  ? [{ engine: 'PostgreSQL', serverUrl: process.env.TEST_DATABASE_URL }]
  : [{ engine: 'PGlite', serverUrl: undefined }];

let entry: string;
let smtp: Awaited<ReturnType<typeof silentSmtpServer>>;

beforeAll(async () => {
  mkdirSync(WORK_DIR, { recursive: true });
  entry = await bundleServer(path.join(WORK_DIR, 'server'));
  smtp = await silentSmtpServer();
});

afterAll(() => {
  smtp?.close();
  rmSync(WORK_DIR, { recursive: true, force: true });
});

describe.each(engines)('a server told to stop on $engine', ({ engine, serverUrl }) => {
  let world: World;
  let runs = 0;
  const databaseName = `boucles_shutdown_${process.pid}`;

  const createDatabase = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl!) });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };

  beforeAll(async () => {
    if (serverUrl) {
      await createDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await createDatabase(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('testTemplate').database}`);
      const url = adminUrl(serverUrl, databaseName);
      const env = (dataDir: string) => baseEnv({ DATA_DIR: dataDir, DATABASE_URL: url });
      const open = () => openDatabase({ kind: 'postgres', url, maxConnections: 1 });
      world = { env, ...(await prepareWorld(entry, env(path.join(WORK_DIR, 'pg-prepare')), open)) };
      return;
    }
    const template = path.join(WORK_DIR, 'template');
    const dataDir = path.join(template, 'pglite');
    // The run's migrated template unpacked into the folder (migrated here when the run is on
    // PostgreSQL and has none): the server starts on it without migrating.
    const dump = inject('testTemplate').file;
    if (existsSync(dump)) {
      const migrated = new Blob([await readFile(dump)]);
      await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: migrated })).close();
    } else {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      await migrate(handle.db);
      await handle.close();
    }
    const open = () => openDatabase({ kind: 'pglite', dataDir });
    const prepared = await prepareWorld(entry, baseEnv({ DATA_DIR: template }), open);
    const env = (dataDir: string) => {
      cpSync(template, dataDir, { recursive: true });
      return baseEnv({ DATA_DIR: dataDir });
    };
    world = { env, ...prepared };
  }, 240_000);

  afterAll(async () => {
    if (serverUrl) await createDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  const states = serverUrl ? STATES.filter((state) => !state.early) : [...STATES, ...AGAIN];
  it.each(states.map((state, index) => ({ ...state, index })))(
    'exits within its deadline: $name (#$index)',
    async (state) => {
      const dataDir = path.join(WORK_DIR, `${engine}-${++runs}`);
      const server = startServerProcess(entry, await freePort(), { ...world.env(dataDir), ...state.env?.(smtp.url) });
      try {
        if (!state.early) await server.ready();
        await state.before?.(server, world, smtp, dataDir);
        const drainMs = Number(state.env?.('').DRAIN_SECONDS ?? 0) * 1_000;
        const deadlineMs = drainMs + Number(state.env?.('').SHUTDOWN_TIMEOUT_SECONDS ?? TIMEOUT_SECONDS) * 1_000;
        const limitMs = deadlineMs + EXIT_ALLOWANCE_MS;
        const exit = await server.stop(state.signals ?? ['SIGTERM'], limitMs);
        const output = server.output().slice(-3_000);
        expect(exit.hung, `still running ${Math.round(exit.ms)} ms after the signal:\n${output}`).toBe(false);
        expect(exit.code, output).toBe(state.code ?? 0);
        if (state.lastWords) expect(output).toMatch(state.lastWords);
        if (state.signals?.length === 3) expect(exit.ms).toBeLessThan(drainMs - EXIT_ALLOWANCE_MS);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it.runIf(!serverUrl)(
    'leaves a folder that the next start opens when killed with SIGKILL',
    async () => {
      const dataDir = path.join(WORK_DIR, 'killed');
      const env = world.env(dataDir);
      const first = startServerProcess(entry, await freePort(), env);
      await first.ready();
      await placeOrder(first, world);
      expect((await first.stop(['SIGKILL'], 5_000)).code).toBe(null);

      const second = startServerProcess(entry, await freePort(), env);
      try {
        await second.ready();
        expect(second.output()).toMatch(/lock left by a process that no longer runs: taken over/);
        const buyer = await signIn(second, world.buyerEmail);
        const orders = await call(second, buyer, 'GET', '/api/orders');
        expect(orders.status).toBe(200);
        // The order placed before the kill is there.
        expect(JSON.stringify(await orders.json())).toContain('Perruque afro crépue 40 cm');
        expect((await second.stop(['SIGTERM'], TIMEOUT_SECONDS * 1_000 + 1_500)).code).toBe(0);
      } finally {
        if (second.child.exitCode === null) second.child.kill('SIGKILL');
      }
    },
    180_000,
  );
});
