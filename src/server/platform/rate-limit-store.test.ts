import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, type TestApp, createTestApp } from '@test/app';
import { buildApp } from '@server/app';
import { countHit, postgresRateLimitStore, purgeEndedWindows, redisRateLimitStore } from './rate-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two Fastify apps on one context are two instances on one database and one Redis: a client
 * alternating between them must meet one limit, not one per instance.
 */
async function twoInstances(t: TestApp): Promise<[FastifyInstance, FastifyInstance]> {
  const second = await buildApp(t.ctx, { apiRateLimit: 3, webDistDir: '.tmp/no-web-build' });
  await second.ready();
  return [t.app, second];
}

async function alternate(instances: FastifyInstance[], times: number) {
  const remoteAddress = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
  const answers = [];
  for (let i = 0; i < times; i++) {
    answers.push(await instances[i % 2]!.inject({ method: 'GET', url: '/api/health', remoteAddress }));
  }
  return answers;
}

describe.each([
  ['PostgreSQL', (db: Parameters<typeof postgresRateLimitStore>[0]) => postgresRateLimitStore(db)],
  ['Redis', () => redisRateLimitStore(REDIS_URL)],
])('the API rate limit counted in %s', (_where, store) => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const closable of opened.reverse()) await closable.close();
  });

  it('is one limit for a client spreading its requests over two instances', async () => {
    const t = await createTestApp({ apiRateLimit: 3, rateLimitStore: store });
    const [first, second] = await twoInstances(t);
    opened.push(t, second);
    const answers = await alternate([first, second], 5);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]!.json().error.message).toBe('Trop de requêtes, réessayez dans un instant');
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('counting in PostgreSQL', () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('starts a new window once the last one has ended, and purges ended windows', async () => {
    t = await createTestApp();
    const key = `test:${randomUUID()}`;
    expect((await countHit(t.ctx.db, key, 150)).current).toBe(1);
    const second = await countHit(t.ctx.db, key, 150);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(150);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await purgeEndedWindows(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await countHit(t.ctx.db, key, 150)).current).toBe(1);
  });
});

describe('counting in this process, added to PostgreSQL every flush', () => {
  it('writes nothing per request, and each instance sees the hits the others flushed', async () => {
    const t = await createTestApp();
    // An hour between timed flushes: the test flushes by hand.
    const first = postgresRateLimitStore(t.ctx.db, 3_600_000);
    const second = postgresRateLimitStore(t.ctx.db, 3_600_000);
    try {
      const key = randomUUID();
      const incr = (store: typeof first) =>
        new Promise<number | undefined>((resolve, reject) => {
          const Store = store.pluginOptions.store!;
          new Store({} as never).incr(
            key,
            (error, hit) => (error ? reject(error) : resolve(hit?.current)),
            60_000,
            100,
          );
        });
      expect([await incr(first), await incr(first), await incr(first)]).toEqual([1, 2, 3]);
      const rows = () =>
        t.ctx.db.selectFrom('api_rate_limits').select('hits').where('key', '=', `api:${key}`).execute();
      expect(await rows()).toEqual([]);
      await first.flush();
      expect(await rows()).toEqual([{ hits: 3 }]);
      expect(await incr(second)).toBe(1);
      await second.flush();
      expect(await rows()).toEqual([{ hits: 4 }]);
      // The second instance now counts from the shared window: the first's three and its own one.
      expect(await incr(second)).toBe(5);
      await second.flush();
      // The first instance added nothing since its flush, and still learns of the second's hits.
      await first.flush();
      expect(await incr(first)).toBe(6);
    } finally {
      await first.close();
      await second.close();
      await t.close();
    }
  });
});

describe('limits of their own, counted in PostgreSQL', () => {
  it('keeps each route’s window apart: ten notices do not use up the complaints’ limit', async () => {
    const t = await createTestApp({ rateLimitStore: (db) => postgresRateLimitStore(db) });
    try {
      const send = (url: string) =>
        t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.9.8.7', headers: { origin: TEST_ORIGIN } });
      const notices = [];
      for (let i = 0; i < 11; i++) notices.push((await send('/api/notices')).statusCode);
      expect(notices).toEqual([...Array(10).fill(400), 429]);
      expect((await send(`/api/moderation-decisions/${randomUUID()}/complaint`)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
