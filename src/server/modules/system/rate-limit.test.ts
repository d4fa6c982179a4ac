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
