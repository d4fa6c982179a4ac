import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiRateLimit: 3 });
});
afterAll(async () => t.close());

const statuses = async (url: string, times: number) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await t.app.inject({ method: 'GET', url })).statusCode);
  return codes;
};

it('limits API requests per address with a French message', async () => {
  expect(await statuses('/api/health', 3)).toEqual([200, 200, 200]);
  const refused = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.message).toBe('Trop de requêtes, réessayez dans un instant');
});

it('never limits pages and their files, which a screen loads by the dozen', async () => {
  expect(await statuses('/assets/app.js', 6)).not.toContain(429);
  expect(await statuses('/marketplace', 6)).not.toContain(429);
});

it('counts every spelling of an API path as the API', async () => {
  const other = await createTestApp({ apiRateLimit: 3 });
  try {
    const codes: number[] = [];
    for (const url of ['/%61pi/health', '/api/%68ealth', '/api/health?x=1', '/%61%70%69/health']) {
      codes.push((await other.app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  } finally {
    await other.close();
  }
});

it('behind a proxy, counts the address the proxy saw, whatever a client writes in X-Forwarded-For', async () => {
  const proxied = await createTestApp({ apiRateLimit: 3, env: { TRUST_PROXY: 'true' } });
  try {
    const from = (forwardedFor: string) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const codes: number[] = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) {
      codes.push((await from(`${spoofed}, 203.0.113.7`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await from('1.1.1.1, 203.0.113.8')).statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});
