import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { runExclusively, runIfDue, startScheduler } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const silent = pino({ level: 'silent' });
const HOUR = 60 * 60 * 1000;
const counting = (name: string, everyMs = HOUR) => {
  const job = { name, everyMs, runs: 0, run: async () => ++job.runs };
  return job;
};
const jobRow = (name: string) =>
  t.ctx.db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirst();

it('runs a job once when two instances start it at the same time', async () => {
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
  const first = runExclusively(t.ctx.db, job, 'instance-a');
  await vi.waitFor(async () => expect((await jobRow('test-job'))?.leased_by).toBe('instance-a'));
  const second = await runExclusively(t.ctx.db, job, 'instance-b');
  release();
  expect(second).toBe('skipped');
  expect(await first).toBe(1);
  expect(runs).toBe(1);
});

it('releases the lease after a pass, so the next pass runs', async () => {
  const job = { name: 'sequential-job', run: async () => 2 };
  expect(await runExclusively(t.ctx.db, job)).toBe(2);
  expect(await runExclusively(t.ctx.db, job)).toBe(2);
  expect(await jobRow('sequential-job')).toMatchObject({ leased_by: null, lease_until: null, last_error: null });
});

it('runs a due job once per interval across instances: the second instance finds it already done', async () => {
  const job = counting('hourly-purge');
  const passes = await Promise.all([runIfDue(t.ctx.db, job, 'a'), runIfDue(t.ctx.db, job, 'b')]);
  expect(passes.filter((pass) => pass === 'skipped')).toHaveLength(1);
  expect(await runIfDue(t.ctx.db, job, 'c')).toBe('skipped');
  expect(job.runs).toBe(1);
  const row = await jobRow('hourly-purge');
  expect(row!.next_run_at.getTime() - row!.last_finished_at!.getTime()).toBeGreaterThanOrEqual(HOUR - 1000);
});

it('takes over the job of an instance that died holding it, once its lease has run out', async () => {
  const job = counting('orphaned-job');
  await sql`INSERT INTO job_runs (name, next_run_at, leased_by, lease_until)
    VALUES ('orphaned-job', now(), 'dead-instance', now() + interval '1 minute')`.execute(t.ctx.db);
  expect(await runIfDue(t.ctx.db, job, 'alive')).toBe('skipped');
  await sql`UPDATE job_runs SET lease_until = now() - interval '1 second' WHERE name = 'orphaned-job'`.execute(
    t.ctx.db,
  );
  expect(await runIfDue(t.ctx.db, job, 'alive')).toBe(1);
});

it('records a failed pass and tries it again sooner than its interval', async () => {
  const job = {
    name: 'failing-job',
    everyMs: 24 * HOUR,
    run: async () => {
      throw new Error('disque plein');
    },
  };
  await expect(runIfDue(t.ctx.db, job, 'a')).rejects.toThrow('disque plein');
  const row = await jobRow('failing-job');
  expect(row).toMatchObject({ last_error: 'disque plein', leased_by: null });
  expect(row!.next_run_at.getTime() - row!.last_finished_at!.getTime()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
});

it('runs every due job soon after start-up, not only once its interval has passed', async () => {
  const jobs = [counting('purge-a'), counting('purge-b')];
  const stop = startScheduler(t.ctx.db, jobs, silent, { firstPassAfterMs: 10 });
  await vi.waitFor(() => expect(jobs.map((job) => job.runs)).toEqual([1, 1]));
  await stop();
});

it('does not run again at start-up a job another instance ran moments ago', async () => {
  const job = counting('recently-run');
  expect(await runIfDue(t.ctx.db, job, 'other-instance')).toBe(1);
  const stop = startScheduler(t.ctx.db, [job], silent, { firstPassAfterMs: 10 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  await stop();
  expect(job.runs).toBe(1);
});
