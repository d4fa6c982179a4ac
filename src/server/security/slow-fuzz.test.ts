import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { sendSlowly } from '@test/slow-client';
import { SseClient } from '@test/sse';

/**
 * The fuzz's slow side (issue 29): every documented route that takes a body gets one trickled,
 * all at once, by a signed-in user; then one user and one address try to open far more live
 * streams than their share. Small allowances keep the run to seconds.
 */
const REQUEST_MS = 1_000;
const PER_USER = 4;
const PER_ADDRESS = 8;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_MS / 1000),
      UPLOAD_TIMEOUT_SECONDS: '3',
      LIVE_STREAMS_PER_USER: String(PER_USER),
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

async function routesWithBodies(): Promise<{ method: string; path: string; upload: boolean }[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  type Operation = { requestBody?: { content: Record<string, unknown> } };
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'get')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{\*\}/g, 'x').replace(/\{[^}]+\}/g, () => randomUUID()),
        upload: Boolean(operation.requestBody?.content['multipart/form-data']),
      })),
  );
}

describe('slow and trickled bodies on every route', () => {
  it('are all answered with a 4xx and let go within the allowance, and the server still answers', async () => {
    const cookie = (await signIn(t, await createUser(t))).cookieHeader();
    const routes = await routesWithBodies();
    expect(routes.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      routes.map(async (route) => {
        const answer = await sendSlowly(base, {
          method: route.method,
          path: route.path,
          headers: {
            'content-type': route.upload ? 'multipart/form-data; boundary=lent' : 'application/json',
            origin: 'http://localhost:3000',
            cookie,
          },
          body: Buffer.alloc(4_000, route.upload ? '-' : ' '),
          chunkBytes: 1,
          everyMs: 250,
          giveUpMs: 10_000,
        });
        return { route: `${route.method} ${route.path}`, ...answer };
      }),
    );
    const held = answers.filter((answer) => answer.gaveUp).map((answer) => answer.route);
    const wrong = answers
      .filter((answer) => answer.status < 400 || answer.status >= 500)
      .map((answer) => `${answer.route}: ${answer.status}`);
    expect(held).toEqual([]);
    expect(wrong).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.closedAfterMs))).toBeLessThan(3_000 + REQUEST_MS * 2);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 60_000);
});

describe('the stream cap under a flood', () => {
  it('holds one user to their share and one address to its own, refusing the rest with 429', async () => {
    const users = await Promise.all([1, 2, 3].map(async () => (await signIn(t, await createUser(t))).cookieHeader()));
    const attempts = users.flatMap((cookie) => Array.from({ length: PER_USER * 3 }, () => cookie));
    const opened = await Promise.allSettled(attempts.map((cookie) => SseClient.open(`${base}/api/me/events`, cookie)));
    const tabs = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const refusals = opened.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(new Set(refusals)).toEqual(new Set(['Error: stream answered 429']));
      await expect.poll(() => t.app.liveStreams.size).toBeLessThanOrEqual(PER_ADDRESS);
      expect(t.app.liveStreams.size).toBeGreaterThan(0);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      tabs.forEach((tab) => tab.close());
    }
  });
});
