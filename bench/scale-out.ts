// Scale-out benchmark: `npm run bench:scale` (BENCH_DATABASE_URL and BENCH_SECONDS override the
// server and the measured seconds). Two instances of the built server on one PostgreSQL database
// and one S3 server; two HAProxy balancers side by side, one sending to instance a only and one
// to both, so that both figures pay for the same proxy hop. Measures the shop listing and
// checkout through each, then the time a notification made on one instance takes to reach a
// live stream held by the other. Prints figures only. Needs Debian's haproxy.
import os from 'node:os';
import pg from 'pg';
import { freePort, startCluster, startProxy } from '../test/cluster';
import { type Person, clusterClient, orderPayload } from '../test/cluster-client';
import { SseClient } from '../test/sse';
import { loadHttp } from './http-load';
import { dropDatabase, recreateDatabase } from './seed';
import { type RunStats, closedLoop, ms, perSecond, summarize } from './stats';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_scale';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const PRODUCTS = 5_000;
const BUYERS = 20;
const LIVE_SAMPLES = 50;
const log = (line = '') => console.log(line);

async function seedProducts(db: pg.Pool, sellerId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity)
     SELECT $1, 'Perruque lace ' || n, 'Perruque naturelle, bonnet M, densité 180 %.', 5000 + n, 'Perruques', 1000000
     FROM generate_series(1, $2) AS n RETURNING id`,
    [sellerId, PRODUCTS],
  );
  return rows.map((row) => row.id);
}

function line(label: string, one: RunStats, two: RunStats) {
  log(
    `${label.padEnd(22)} 1 instance ${perSecond(one.perSecond).padStart(7)} (p95 ${ms(one.p95)}, errors ${one.errors})` +
      `   2 instances ${perSecond(two.perSecond).padStart(7)} (p95 ${ms(two.p95)}, errors ${two.errors})` +
      `   ratio ${(two.perSecond / one.perSecond).toFixed(2)}`,
  );
}

async function liveLatency(
  client: ReturnType<typeof clusterClient>,
  seller: Person,
  buyer: Person,
  productId: string,
  orderAt: string,
  listenAt: string,
): Promise<RunStats> {
  const stream = await SseClient.open(`${listenAt}/api/me/events`, seller.cookie);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < LIVE_SAMPLES; i++) {
      const from = stream.events.length;
      const sent = performance.now();
      const answer = await client.call(orderAt, buyer, 'POST', '/api/orders', orderPayload(productId));
      if (answer.status !== 201) throw new Error(`order: ${answer.status} ${await answer.text()}`);
      const event = await stream.next((candidate) => candidate.event === 'notification', 5_000, from);
      latencies.push(event.at - sent);
    }
  } finally {
    stream.close();
  }
  return summarize(latencies, 0, 1);
}

async function main() {
  log(
    `Scale-out benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await recreateDatabase(DATABASE_URL);
  const cluster = await startCluster({
    size: 2,
    databaseUrl: DATABASE_URL,
    // Each buyer orders again and again without paying: the unpaid-order limit is beside the point.
    env: { API_RATE_LIMIT: '100000000', MAX_UNPAID_ORDERS: '1000000' },
  });
  const [a, b] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]];
  const singlePort = await freePort();
  const single = await startProxy(singlePort, [a]);
  const oneUrl = `http://127.0.0.1:${singlePort}`;
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const client = clusterClient(cluster.url, db);
  try {
    const seller = await client.signUp('Vendeuse');
    await client.makeSeller(seller);
    const products = await seedProducts(db, seller.id);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => client.signUp(`Acheteuse ${i}`)));
    log(`${PRODUCTS} listings, ${BUYERS} buyers; ${SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up.`);
    log('The API rate limit counts in PostgreSQL (one upsert per request), as in production.\n');

    const shop = async (base: string) =>
      (
        await loadHttp({
          url: `${base}/api/products?limit=24`,
          connections: 20,
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
        })
      ).exact;
    line('Shop listing', await shop(oneUrl), await shop(cluster.url));

    const checkout = (base: string) => {
      let next = 0;
      return closedLoop(
        async () => {
          const i = next++ % BUYERS;
          const answer = await client.call(base, buyers[i]!, 'POST', '/api/orders', orderPayload(products[i]!));
          if (answer.status !== 201) throw new Error(`checkout: ${answer.status} ${await answer.text()}`);
        },
        { concurrency: BUYERS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS },
      );
    };
    line('Checkout', await checkout(oneUrl), await checkout(cluster.url));

    const buyer = buyers[0]!;
    const same = await liveLatency(client, seller, buyer, products[0]!, a.url, a.url);
    const across = await liveLatency(client, seller, buyer, products[0]!, a.url, b.url);
    log(
      `\nLive notification, from sending the order to the event on the seller's stream (${LIVE_SAMPLES} orders):` +
        `\n  same instance     p50 ${ms(same.p50)}  p95 ${ms(same.p95)}` +
        `\n  across instances  p50 ${ms(across.p50)}  p95 ${ms(across.p95)}`,
    );
  } finally {
    await single.close();
    await cluster.close();
    await db.end();
    await dropDatabase(DATABASE_URL);
  }
}

await main();
