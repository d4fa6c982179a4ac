import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; level: number; msg: string };

describe('request ids', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logTo: { write: (line: string) => void lines.push(line) },
      extraRoutes: (app) =>
        app.get('/api/test-only/fails', async (request) => {
          request.log.info('about to fail');
          throw new Error('la base a disparu');
        }),
    });
  });
  afterAll(async () => t.close());

  const linesOf = (id: string): LogLine[] =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === id);

  it('gives every answer its own id, and every log line of the request carries it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    const ids = [first, second].map((answer) => String(answer.headers['x-request-id']));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(second.json().error).toMatchObject({ code: 'NOT_FOUND', requestId: ids[1] });
    expect(linesOf(ids[0] ?? '').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("puts the id in a 500's body, and the error's log line under it", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/test-only/fails' });
    const id = String(answer.headers['x-request-id']);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Une erreur est survenue, veuillez réessayer', requestId: id },
    });
    expect(answer.body).not.toContain('la base a disparu');
    const logged = linesOf(id);
    expect(logged.map((line) => line.msg)).toEqual([
      'incoming request',
      'about to fail',
      'unhandled error',
      'request completed',
    ]);
    expect(logged.find((line) => line.msg === 'unhandled error')?.level).toBe(50);
  });

  it("ignores the client's own X-Request-Id when no proxy is trusted", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'choisi' } });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.2' } });
  });
  afterAll(async () => t.close());

  const idFor = async (remoteAddress: string, given: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers: { 'x-request-id': given } }))
      .headers['x-request-id'];

  it("keeps the proxy's id, so its access log and ours name the request alike", async () => {
    expect(await idFor('10.0.0.2', 'edge-7f3a:1')).toBe('edge-7f3a:1');
    expect(await idFor('::ffff:10.0.0.2', 'b1946ac92492d2347c6235b4d2611184')).toBe('b1946ac92492d2347c6235b4d2611184');
  });

  it('ignores it from anyone else, and a proxy id of the wrong shape', async () => {
    expect(await idFor('203.0.113.9', 'edge-7f3a:2')).toMatch(UUID);
    expect(await idFor('10.0.0.3', 'edge-7f3a:3')).toMatch(UUID);
    expect(await idFor('10.0.0.2', 'a'.repeat(129))).toMatch(UUID);
    expect(await idFor('10.0.0.2', 'deux mots')).toMatch(UUID);
    expect(await idFor('10.0.0.2', '{"msg":"faux"}')).toMatch(UUID);
  });
});
