// Messaging benchmark: `npm run bench:messages` (BENCH_DATABASE_URL overrides the server; the
// database is created for the run and dropped after it). On PostgreSQL: the bench catalogue
// (2,500 people, 100,000 listings), then 60,000 conversations holding about 1 million messages.
// 1. The conversation list and the unread count as the API computes them (the services behind
//    GET /api/conversations and /api/conversations/unread-count, through the app's pool of
//    prepared statements), for the 50 people with the most conversations and 350 others, three
//    rounds: p50, p95, p99, and the plans (index scans, no sequential scan of messages).
// 2. Delivery to an open tab over real HTTP: a seller's live stream (GET /api/me/events) is open;
//    buyers send messages one at a time (POST /api/conversations/:id/messages); for each, the
//    time from sending to the `conversation` event on the seller's stream, and to the refetched
//    conversation that the tab then shows. Client and server share this process. Prints figures only.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { type Db, openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import { listConversations, unreadMessageCount } from '@server/modules/messaging/list-conversations';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { SseClient } from '@test/sse';
import { dropDatabase, recreateDatabase, seedCatalogue } from './seed';
import { ms, summarize } from './stats';
import { benchEmail, signUpAndIn } from './bench-account';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_messages';
const CONVERSATIONS = 60_000;
const HEAVY_USERS = 50;
const OTHER_USERS = 350;
const ROUNDS = 3;
const DELIVERY_BUYERS = 20;
/** Each buyer stays within the send limit (10 a minute). */
const MESSAGES_PER_BUYER = 10;
const log = (line = '') => console.log(line);
const logger = pino({ level: 'silent' });

const SEED_MESSAGES = `
  SELECT setseed(0.15);
  CREATE TEMP TABLE bench_products AS SELECT row_number() OVER (ORDER BY id) AS rn, id, seller_id FROM products;
  CREATE TEMP TABLE bench_buyers AS
    SELECT row_number() OVER (ORDER BY p.id) AS rn, p.id FROM profiles p
    WHERE NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'seller');
  INSERT INTO conversations (id, subject, product_id, buyer_id, seller_id, created_at)
  SELECT DISTINCT ON (product_id, buyer_id) gen_random_uuid(), 'product', product_id, buyer_id, seller_id, started
  FROM (
    SELECT p.id AS product_id, p.seller_id, b.id AS buyer_id, now() - random() * interval '300 days' AS started
    FROM generate_series(1, ${CONVERSATIONS}) n
    JOIN LATERAL (SELECT 1 + floor(random() * (SELECT count(*) FROM bench_products))::int AS pr,
                         1 + floor(random() * (SELECT count(*) FROM bench_buyers))::int AS br
                  WHERE n > 0) pick ON true
    JOIN bench_products p ON p.rn = pick.pr
    JOIN bench_buyers b ON b.rn = pick.br
  ) picked;
  -- 1 to 50 messages a conversation, most of them short exchanges: about 1.06 million in all.
  INSERT INTO messages (conversation_id, sender_id, body, payment_warning, created_at)
  SELECT c.id, CASE WHEN i % 2 = 1 THEN c.buyer_id ELSE c.seller_id END,
    (ARRAY['Bonjour, la lace est-elle HD ?', 'Oui, lace HD transparente, bonnet M.', 'Quelle densité exactement ?',
           'Elle part demain en Colissimo.', 'Merci, bien reçue !', 'Vous avez la même en 55 cm ?'])[1 + (i % 6)],
    i = 7, c.created_at + i * interval '7 minutes'
  FROM conversations c
  CROSS JOIN LATERAL generate_series(1, 1 + floor(power(random(), 2) * 50)::int + (c.id IS NULL)::int) i;
  UPDATE conversations c SET last_message_id = m.id, last_message_at = m.created_at,
    flagged_at = CASE WHEN m.created_at > c.created_at + interval '49 minutes' THEN c.created_at + interval '49 minutes' END
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM messages
        ORDER BY conversation_id, created_at DESC, seq DESC) m
  WHERE m.conversation_id = c.id;
  INSERT INTO conversation_members (conversation_id, user_id, role, last_message_at, unread_count, last_read_at)
  SELECT c.id, c.buyer_id, 'buyer', c.last_message_at,
    CASE WHEN random() < 0.15 THEN 1 + floor(random() * 3)::int ELSE 0 END, c.last_message_at FROM conversations c
  UNION ALL
  SELECT c.id, c.seller_id, 'seller', c.last_message_at,
    CASE WHEN random() < 0.25 THEN 1 + floor(random() * 4)::int ELSE 0 END, c.last_message_at FROM conversations c;
`;

async function seedMessaging(db: Db) {
  let started = performance.now();
  const catalogue = await seedCatalogue(db);
  log(`catalogue: ${JSON.stringify(catalogue.counts)} in ${ms(performance.now() - started)}`);
  started = performance.now();
  await db.connection().execute((conn) => sql.raw(SEED_MESSAGES).execute(conn));
  await sql.raw('VACUUM (ANALYZE)').execute(db);
  await sql.raw('CHECKPOINT').execute(db);
  const { rows } = await sql<{ conversations: number; messages: number; members: number }>`SELECT
    (SELECT count(*)::int FROM conversations) AS conversations,
    (SELECT count(*)::int FROM messages) AS messages,
    (SELECT count(*)::int FROM conversation_members) AS members`.execute(db);
  log(`messaging: ${JSON.stringify(rows[0])} in ${ms(performance.now() - started)}`);
}

async function sampleUsers(db: Db): Promise<string[]> {
  const heavy = await sql<{ user_id: string; n: number }>`
    SELECT user_id, count(*)::int AS n FROM conversation_members GROUP BY user_id ORDER BY n DESC LIMIT ${HEAVY_USERS}`.execute(
    db,
  );
  log(`heaviest: ${heavy.rows[0]?.n} conversations, 50th: ${heavy.rows.at(-1)?.n}`);
  const others = await sql<{ user_id: string }>`
    SELECT DISTINCT user_id FROM conversation_members TABLESAMPLE SYSTEM (5) LIMIT ${OTHER_USERS}`.execute(db);
  return [...heavy.rows, ...others.rows].map((row) => row.user_id);
}

async function timeQueries(db: Db, users: string[]) {
  const list: number[] = [];
  const unread: number[] = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const user of users) {
      let t0 = performance.now();
      await listConversations(db, user, { limit: MAX_PAGE_SIZE });
      list.push(performance.now() - t0);
      t0 = performance.now();
      await unreadMessageCount(db, user);
      unread.push(performance.now() - t0);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  for (const [label, values] of [
    [`conversation list (first page of ${MAX_PAGE_SIZE})`, list],
    ['unread count', unread],
  ] as const) {
    const s = summarize(values, 0, seconds);
    log(`${label}: ${s.count} calls, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`);
  }
}

async function explain(db: Db, user: string) {
  const plans = [
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT c.id FROM conversation_members cm
      JOIN conversations c ON c.id = cm.conversation_id JOIN messages lm ON lm.id = c.last_message_id
      WHERE cm.user_id = ${user} AND cm.last_message_at IS NOT NULL
      ORDER BY cm.last_message_at DESC, cm.conversation_id DESC LIMIT ${MAX_PAGE_SIZE + 1}`,
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT coalesce(sum(unread_count), 0) FROM conversation_members
      WHERE user_id = ${user} AND unread_count > 0`,
  ];
  for (const plan of plans) {
    const { rows } = await plan.execute(db);
    log((rows as { 'QUERY PLAN': string }[]).map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
  }
}

async function measureDelivery(url: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-messages-${process.pid}`,
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
  });
  const database = await openDatabase({ kind: 'postgres', url });
  const { ctx, close } = await createContext(config, logger, {
    database,
    authRateLimits: { signUp: { window: 60, max: 100_000 } },
  });
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = (cookie: string | null, path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: config.publicUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = async (name: string) => {
    const email = benchEmail(name);
    const cookie = await signUpAndIn((path, body) => post(null, path, body), name, email);
    const profile = await ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { cookie, id: profile.id };
  };
  let stream: SseClient | undefined;
  try {
    const seller = await signUp('Vendeuse Bench');
    const [product] = await sql<{ id: string }>`
      INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity)
      VALUES (${seller.id}, 'Perruque bench', 'Une perruque.', 9900, 'Perruques', 5) RETURNING id`
      .execute(ctx.db)
      .then((r) => r.rows);
    stream = await SseClient.open(`${base}/api/me/events`, seller.cookie);
    const toEvent: number[] = [];
    const toShown: number[] = [];
    const started = performance.now();
    for (let b = 0; b < DELIVERY_BUYERS; b++) {
      const buyer = await signUp(`Acheteuse ${b}`);
      const opened = await post(buyer.cookie, '/api/conversations', { type: 'product', productId: product?.id });
      const { id } = (await opened.json()) as { id: string };
      for (let i = 0; i < MESSAGES_PER_BUYER; i++) {
        const from = stream.events.length;
        const t0 = performance.now();
        const sent = await post(buyer.cookie, `/api/conversations/${id}/messages`, {
          body: `Question ${i} : la lace est-elle HD ?`,
        });
        if (sent.status !== 201) throw new Error(`send: ${sent.status} ${await sent.text()}`);
        const event = await stream.next(
          (e) => e.event === 'conversation' && (e.data as { conversationId: string }).conversationId === id,
          5_000,
          from,
        );
        toEvent.push(event.at - t0);
        // What the open tab does next: refetch the conversation and show the new message.
        const view = await fetch(`${base}/api/conversations/${id}`, { headers: { cookie: seller.cookie } });
        await view.json();
        toShown.push(performance.now() - t0);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    for (const [label, values] of [
      ['send → event on the open tab', toEvent],
      ['send → conversation refetched (shown)', toShown],
    ] as const) {
      const s = summarize(values, 0, seconds);
      log(`${label}: ${s.count} messages, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`);
    }
  } finally {
    stream?.close();
    await app.close();
    await close();
    await rm(config.dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function main() {
  log(
    `Messaging benchmark on ${os.cpus().length} CPU(s), ${new URL(DATABASE_URL).host}/${new URL(DATABASE_URL).pathname.slice(1)}`,
  );
  await recreateDatabase(DATABASE_URL);
  try {
    const handle = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
    try {
      await migrate(handle.db);
      await seedMessaging(handle.db);
      const users = await sampleUsers(handle.db);
      await timeQueries(handle.db, users);
      log('plans for the heaviest user:');
      await explain(handle.db, users[0] ?? '');
    } finally {
      await handle.close();
    }
    await measureDelivery(DATABASE_URL);
  } finally {
    await dropDatabase(DATABASE_URL);
  }
}

await main();
