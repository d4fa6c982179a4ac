import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { runExclusively, startScheduler } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Needs two sessions at once, which only a real server has (CI runs this suite on PostgreSQL).
it.runIf(process.env.TEST_DATABASE_URL)('runs a job once when two instances start it at the same time', async () => {
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const job = {
    name: 'test-job',
    run: async () => {
      runs++;
      await gate;
      return 1;
    },
  };
  const first = runExclusively(t.ctx.db, job);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const second = await runExclusively(t.ctx.db, job);
  release();
  expect(second).toBe('skipped');
  expect(await first).toBe(1);
  expect(runs).toBe(1);
});

it('releases the lock after a pass, so the next pass runs', async () => {
  const job = { name: 'sequential-job', run: async () => 2 };
  expect(await runExclusively(t.ctx.db, job)).toBe(2);
  expect(await runExclusively(t.ctx.db, job)).toBe(2);
});

it('runs every job soon after start-up, not only once its interval has passed', async () => {
  const ran: string[] = [];
  const hourly = (name: string) => ({
    name,
    everyMs: 60 * 60 * 1000,
    run: async () => {
      ran.push(name);
      return 0;
    },
  });
  const stop = startScheduler(t.ctx.db, [hourly('purge-a'), hourly('purge-b')], pino({ level: 'silent' }), {
    firstPassAfterMs: 10,
  });
  await vi.waitFor(() => expect(ran.sort()).toEqual(['purge-a', 'purge-b']));
  await stop();
});
