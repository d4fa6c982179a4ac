import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cluster, HAPROXY, startCluster } from '@test/cluster';
import { type Person, clusterClient, orderPayload } from '@test/cluster-client';
import { adminUrl } from '@test/database';
import { pngImage } from '@test/files';
import { SseClient } from '@test/sse';
import { RATE_LIMIT_FLUSH_MS } from './platform/rate-limit-store';

/**
 * Two instances of the built server (`npm start`'s bundle, NODE_ENV=production) on one
 * PostgreSQL database and one S3 server, behind HAProxy balancing round-robin. Needs a
 * PostgreSQL server (TEST_DATABASE_URL, which CI sets) and Debian's haproxy (CI installs it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const RATE_LIMIT = 40;

describe.runIf(serverUrl)('two instances behind a load balancer', () => {
  const databaseName = `boucles_cluster_${process.pid}`;
  let cluster: Cluster;
  let db: pg.Pool;
  let client: ReturnType<typeof clusterClient>;
  let a: string;
  let b: string;
  let seller: Person;

  const uploadPicture = async (through: string) => {
    const form = new FormData();
    form.append('file', new Blob([await pngImage(400, 400)], { type: 'image/png' }), 'perruque.png');
    const uploaded = await client.call(through, seller, 'POST', '/api/product-media?kind=image', form);
    expect(uploaded.status).toBe(201);
    return (await uploaded.json()) as { id: string; url: string };
  };

  const createDatabase = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl!) });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };

  const listing = async (stock: number) => {
    const picture = await uploadPicture(b);
    const created = await client.call(a, seller, 'POST', '/api/products', {
      title: `Perruque lace ${stock}`,
      description: 'Perruque naturelle, bonnet M.',
      priceCents: 12_900,
      category: 'Perruques',
      condition: 'new_unworn',
      imageIds: [picture.id],
      stockQuantity: stock,
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run does)`);
    await createDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await createDatabase(`CREATE DATABASE ${databaseName}`);
    const databaseUrl = adminUrl(serverUrl!, databaseName);
    cluster = await startCluster({
      size: 2,
      databaseUrl,
      env: {
        API_RATE_LIMIT: String(RATE_LIMIT),
        // One buyer orders again and again here: the unpaid-order limit is beside the point.
        MAX_UNPAID_ORDERS: '100',
      },
    });
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    client = clusterClient(cluster.url, db);
    [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
    seller = await client.signUp('Vendeuse', a, b);
    await client.makeSeller(seller);
  }, 180_000);

  afterAll(async () => {
    await cluster?.close();
    await db?.end();
    await createDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it("sets each request's id at the proxy: one a client sends is replaced, not trusted", async () => {
    const uuid = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
    const ids: string[] = [];
    for (const sent of ['choisi-par-le-client', undefined]) {
      const answer = await fetch(`${cluster.url}/api/health`, { headers: sent ? { 'x-request-id': sent } : {} });
      expect(answer.status).toBe(200);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    expect(ids).toEqual([expect.stringMatching(uuid), expect.stringMatching(uuid)]);
    expect(new Set(ids).size).toBe(2);
    // The instances trust any peer's id (TRUST_PROXY=true): behind the proxy, only its own arrives.
    const direct = await fetch(`${a}/api/health`, { headers: { 'x-request-id': 'choisi-par-le-client' } });
    expect(direct.headers.get('x-request-id')).toBe('choisi-par-le-client');
  });

  it('keeps a session made on one instance signed in on the other', async () => {
    const buyer = await client.signUp('Acheteuse', a, a);
    const onB = await client.call(b, buyer, 'GET', '/api/me/profile');
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe(buyer.email);
  });

  it('serves a picture uploaded through one instance from the other, out of the shared object store', async () => {
    const media = await uploadPicture(a);
    const [fromA, fromB] = await Promise.all([fetch(`${a}${media.url}`), fetch(`${b}${media.url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('opens a private proof sent through one instance with its signed link on the other, and only signed', async () => {
    const productId = await listing(3);
    const buyer = await client.signUp('Acheteuse', a, a);
    const ordered = await client.call(a, buyer, 'POST', '/api/orders', orderPayload(productId));
    const { order } = (await ordered.json()) as { order: { id: string } };
    const form = new FormData();
    form.append('proof', new Blob([await pngImage(300, 500)], { type: 'image/png' }), 'virement.png');
    const sent = await client.call(a, buyer, 'POST', `/api/orders/${order.id}/payment-proof`, form);
    expect(sent.status).toBe(200);
    const { payment } = (await sent.json()) as { payment: { proofUrl: string } };
    const onB = await fetch(`${b}${payment.proofUrl}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toMatch(/^image\//);
    const unsigned = payment.proofUrl.split('?')[0]!;
    expect((await fetch(`${b}${unsigned}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('brings a notification made on one instance to a live stream held by the other', async () => {
    const productId = await listing(5);
    const stream = await SseClient.open(`${b}/api/me/events`, seller.cookie);
    try {
      const buyer = await client.signUp('Acheteuse', a, a);
      const ordered = await client.call(a, buyer, 'POST', '/api/orders', orderPayload(productId));
      expect(ordered.status).toBe(201);
      await stream.next((event) => event.event === 'notification', 5_000);
    } finally {
      stream.close();
    }
  });

  it('counts the API rate limit once for requests spread over both instances', async () => {
    const visitor = { cookie: '', address: '203.0.113.7' };
    const servedBy = new Set<string | null>();
    for (let i = 0; i < RATE_LIMIT; i++) {
      const answer = await client.call(cluster.url, visitor, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      servedBy.add(answer.headers.get('x-served-by'));
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
    // Each instance adds its hits to the shared count once a second (decision 067): after that,
    // the other instance's hits count on both.
    await new Promise((resolve) => setTimeout(resolve, 2 * RATE_LIMIT_FLUSH_MS));
    const refused = await client.call(cluster.url, visitor, 'GET', '/api/health');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Trop de requêtes, réessayez dans un instant',
    );
  });

  it('sells the last unit once when buyers on both instances order it at the same moment', async () => {
    const productId = await listing(1);
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => client.signUp(`Acheteuse ${i}`)));
    const answers = await Promise.all(
      buyers.map((buyer) => client.call(cluster.url, buyer, 'POST', '/api/orders', orderPayload(productId))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(new Set(answers.map((answer) => answer.headers.get('x-served-by')))).toEqual(new Set(['a', 'b']));
    const { rows } = await db.query<{ orders: number; stock: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE product_id = $1) AS orders,
              (SELECT stock_quantity FROM products WHERE id = $1) AS stock`,
      [productId],
    );
    expect(rows[0]).toEqual({ orders: 1, stock: 0 });
  });

  it('restarts one instance after the other without losing a request or a notification', async () => {
    const productId = await listing(50);
    const buyer = await client.signUp('Acheteuse fidèle');
    const stream = await SseClient.open(`${cluster.url}/api/me/events`, seller.cookie);
    const failures: string[] = [];
    let requests = 0;
    let traffic = true;
    const shopper = async () => {
      while (traffic) {
        const answer = await client
          .call(cluster.url, null, 'GET', '/api/products?limit=12')
          .catch((error: Error) => error);
        requests++;
        if (answer instanceof Error || answer.status !== 200) {
          failures.push(
            answer instanceof Error ? answer.message : `${answer.status} ${(await answer.text()).slice(0, 80)}`,
          );
        }
      }
    };
    const shoppers = Array.from({ length: 4 }, shopper);
    const exits = [];
    let ordered = 0;
    for (const instance of cluster.instances) {
      const stopping = instance.stop('SIGTERM');
      // Orders placed while one instance goes away: its twin takes them, the seller hears of each.
      for (let i = 0; i < 2; i++) {
        const answer = await client.call(cluster.url, buyer, 'POST', '/api/orders', orderPayload(productId));
        expect(answer.status).toBe(201);
        ordered++;
      }
      const exit = await stopping;
      if (exit.code !== 0) console.warn(`${instance.name} exited ${exit.code}:\n${instance.output().slice(-3_000)}`);
      exits.push(exit);
      await instance.start();
      // As a rolling deploy does: the next instance goes only once the balancer routes to this one.
      await vi.waitFor(
        async () => {
          const answer = await client.call(cluster.url, null, 'GET', '/api/health');
          expect(answer.headers.get('x-served-by')).toBe(instance.name);
        },
        { timeout: 10_000, interval: 50 },
      );
    }
    traffic = false;
    await Promise.all(shoppers);
    stream.close();

    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
    expect(Math.max(...exits.map((exit) => exit.ms))).toBeLessThan(5_000);
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    // The stream's instance went away: it ended the stream with a reconnect hint.
    expect(stream.ended).toBe(true);
    expect(stream.events.map((event) => event.event)).toContain('reconnect');
    // Every order placed during the restarts left its notification for the seller.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN orders o ON n.link LIKE '%#commande-' || o.order_number
       WHERE o.product_id = $1 AND n.user_id = $2 AND n.type = 'new_order'`,
      [productId, seller.id],
    );
    expect(rows[0]!.n).toBe(ordered);
    const afterRestart = await SseClient.open(`${cluster.url}/api/me/events`, seller.cookie);
    try {
      const answer = await client.call(cluster.url, buyer, 'POST', '/api/orders', orderPayload(productId));
      expect(answer.status).toBe(201);
      await afterRestart.next((event) => event.event === 'notification', 5_000);
    } finally {
      afterRestart.close();
    }
  }, 120_000);
});
