import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor } from '@test/factories';
import { checkout, homeCheckout, orderParties, pdfProof, uploadProof } from '@test/order-factories';
import { runEveryJobOnce } from '@server/run-jobs';
import { runExclusively } from '@server/platform/jobs';
import { deliverDue } from '../notifications/deliveries';
import { deliveryChannels } from '../notifications/delivery-channels';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'jeton-des-metriques-pour-les-tests';
const silent = { info() {}, warn() {}, error() {}, debug() {} };

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format, one sample a line: name{label="value",…} number. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one sample with exactly these labels; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples.find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === wanted)?.value;
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  let mailServerDown = false;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      mailer: {
        transport: 'smtp',
        send: async () => {
          if (mailServerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
      },
    });
  }, 120_000);
  afterAll(async () => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(answer.body);
  };

  it('counts requests by route pattern and status, never by raw URL, with their latency', async () => {
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const unknownProduct = await t.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-00000000abcd',
    });
    await t.app.inject({ method: 'GET', url: '/scripts/nulle-part.js' });
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(moved('http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(moved('http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBe(2);
    const productStatus = String(unknownProduct.statusCode);
    expect(moved('http_requests_total', { method: 'GET', route: '/api/products/:id', status: productStatus })).toBe(1);
    expect(moved('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(after.filter((s) => /abcd|nulle-part/.test(s.labels.route ?? ''))).toEqual([]);
  });

  it("counts each job's passes by outcome and says when it last succeeded or whether it failed", async () => {
    const startedAt = Date.now() / 1000;
    await runEveryJobOnce(t.ctx);
    const failing = t.ctx.metrics.countedJob({
      name: 'tache-en-echec',
      everyMs: 60_000,
      run: async () => {
        throw new Error('le serveur SMTP ne répond pas');
      },
    });
    await expect(runExclusively(t.ctx.db, failing)).rejects.toThrow('SMTP');
    const samples = await scrape();

    expect(valueOf(samples, 'jobs_runs_total', { job: 'payment-clock', outcome: 'success' })).toBe(1);
    expect(valueOf(samples, 'jobs_runs_total', { job: 'payment-clock', outcome: 'failure' })).toBe(0);
    expect(valueOf(samples, 'jobs_last_run_failed', { job: 'payment-clock' })).toBe(0);
    const lastSuccess = valueOf(samples, 'jobs_last_success_timestamp_seconds', { job: 'payment-clock' }) ?? 0;
    expect(lastSuccess).toBeGreaterThanOrEqual(Math.floor(startedAt) - 1);
    expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000 + 1);

    expect(valueOf(samples, 'jobs_runs_total', { job: 'tache-en-echec', outcome: 'failure' })).toBe(1);
    expect(valueOf(samples, 'jobs_last_run_failed', { job: 'tache-en-echec' })).toBe(1);
    expect(valueOf(samples, 'jobs_last_success_timestamp_seconds', { job: 'tache-en-echec' })).toBeUndefined();
  });

  it('follows an order from checkout to the admin queue, and reads the queue, the pool and the ledger', async () => {
    const before = await scrape();
    expect(valueOf(before, 'orders_by_status', { status: 'pending_payment' })).toBe(0);
    expect(valueOf(before, 'payments_awaiting_admin', { kind: 'order' })).toBe(0);

    const parties = await orderParties(t);
    const orderId = await checkout(parties.buyerClient, homeCheckout(parties.productId));
    const ordered = await scrape();
    expect(valueOf(ordered, 'orders_by_status', { status: 'pending_payment' })).toBe(1);
    // The 'comment payer' e-mail waits in the delivery queue until the worker sends it.
    expect(valueOf(ordered, 'delivery_queue_depth', { channel: 'email' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(ordered, 'delivery_queue_oldest_due_age_seconds', { channel: 'email' })).toBeGreaterThanOrEqual(0);

    expect((await uploadProof(parties.buyerClient, orderId, pdfProof())).statusCode).toBe(200);
    const submitted = await scrape();
    expect(valueOf(submitted, 'orders_by_status', { status: 'pending_payment' })).toBe(0);
    expect(valueOf(submitted, 'orders_by_status', { status: 'payment_submitted' })).toBe(1);
    expect(valueOf(submitted, 'payments_awaiting_admin', { kind: 'order' })).toBe(1);
    expect(valueOf(submitted, 'payments_awaiting_admin_oldest_age_seconds', { kind: 'order' })).toBeGreaterThanOrEqual(
      0,
    );

    expect(valueOf(submitted, 'metrics_database_read_ok')).toBe(1);
    expect(valueOf(submitted, 'ledger_balanced')).toBe(1);
    const pool = ['connections', 'idle_connections', 'waiting_requests', 'max_connections'].map(
      (name) => valueOf(submitted, `db_pool_${name}`) ?? -1,
    );
    const [connections = -1, idle = -1, waiting = -1, max = -1] = pool;
    expect(max).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(max);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(connections);
    // The scrape's own database read holds a connection while the gauges are collected.
    expect(waiting).toBeGreaterThanOrEqual(0);
    expect(valueOf(submitted, 'live_streams_open')).toBe(0);
  });

  it('counts the account e-mails stuck in the delivery queue while the mail server is down', async () => {
    const before = await scrape();
    for (const channel of ['email', 'push', 'account_email']) {
      expect(valueOf(before, 'delivery_queue_depth', { channel })).toBeDefined();
    }
    expect(valueOf(before, 'delivery_queue_depth', { channel: 'account_email' })).toBe(0);

    mailServerDown = true;
    const email = `metriques-${Date.now()}@example.test`;
    const signUp = await clientFor(t).post('/api/auth/sign-up/email', {
      name: 'Awa Diallo',
      email,
      password: 'tresses-et-boucles',
      confirmAdult: true,
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(200);
    const confirmation = t.ctx.db
      .selectFrom('notification_deliveries')
      .where('channel', '=', 'account_email')
      .where('recipient', '=', email);
    await vi.waitFor(async () =>
      expect(await confirmation.select(['status', 'attempts']).executeTakeFirst()).toEqual({
        status: 'pending',
        attempts: 1,
      }),
    );
    // Its retry came due ten minutes ago and the worker could not send it either.
    await t.ctx.db
      .updateTable('notification_deliveries')
      .set({ run_at: sql<Date>`now() - interval '10 minutes'` })
      .where('channel', '=', 'account_email')
      .where('recipient', '=', email)
      .execute();
    const stuck = await scrape();
    expect(valueOf(stuck, 'delivery_queue_depth', { channel: 'account_email' })).toBe(1);
    expect(
      valueOf(stuck, 'delivery_queue_oldest_due_age_seconds', { channel: 'account_email' }),
    ).toBeGreaterThanOrEqual(600);

    mailServerDown = false;
    await deliverDue(t.ctx, deliveryChannels);
    expect(await confirmation.select('status').executeTakeFirst()).toEqual({ status: 'sent' });
    const sent = await scrape();
    expect(valueOf(sent, 'delivery_queue_depth', { channel: 'account_email' })).toBe(0);
    expect(valueOf(sent, 'delivery_queue_oldest_due_age_seconds', { channel: 'account_email' })).toBe(0);
  });

  it('refuses a scrape without the token, with a wrong one, or with it anywhere but the header', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer pas-le-bon-jeton-pas-le-bon' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of attempts) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json().error).toMatchObject({ code: 'UNAUTHORIZED', requestId: answer.headers['x-request-id'] });
      expect(answer.body).not.toContain('http_requests_total');
    }
    const inQuery = await t.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it('alerts in docs/prometheus-alerts.yml only on metrics the app exports', async () => {
    const exported = new Set((await scrape()).map((sample) => sample.name));
    const alerts = readFileSync('docs/prometheus-alerts.yml', 'utf8');
    const used = [...alerts.matchAll(/\b(?:http|db|jobs|delivery|ledger|payments|orders|metrics|live)_\w+/g)].map(
      (m) => m[0],
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'boucles-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head></head><body>Boucles</body></html>');
    t = await createTestApp({ webDistDir });
  }, 120_000);
  afterAll(async () => t.close());

  it("is not served: a 404, not the app's page that every other path gets", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/marketplace' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/metrics', '/metrics/']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => t.close());

  it('is served on its own listener only, with the token when one is set', async () => {
    const onMainPort = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(onMainPort.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const { metrics } = t.ctx.config;
    expect(metrics.host).toBe('127.0.0.1');
    const server = await startMetricsServer(
      t.ctx.metrics.registry,
      { port: 0, host: metrics.host, token: metrics.token },
      silent,
    );
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      const samples = parse(await answer.text());
      expect(valueOf(samples, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(1);
      expect(valueOf(samples, 'orders_by_status', { status: 'completed' })).toBe(0);
      expect(samples.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);

      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
