import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { appJobs } from './jobs';
import { describeOutcome, runEveryJobOnce } from './run-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const run = promisify(execFile);

/** The operator's command, in its own process, on its own embedded database. */
async function cli(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('running every job as if it were a given moment', () => {
  it('runs each job of the app once, at the clock’s moment, and says what each did', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    t.clock.advance(73 * HOUR);

    const outcomes = await runEveryJobOnce(t.ctx);
    expect(outcomes.map((o) => o.name)).toEqual(appJobs(t.ctx).map((job) => job.name));
    expect(outcomes.filter((o) => o.result !== 'done')).toEqual([]);
    const clock = outcomes.find((o) => o.name === 'payment-clock');
    expect(clock && describeOutcome(clock)).toBe('payment-clock : 1 élément traité');
    const order = await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    expect(order?.status).toBe('cancelled');

    // Run again at the same moment: nothing left to do.
    const again = await runEveryJobOnce(t.ctx);
    expect(again.find((o) => o.name === 'payment-clock')).toEqual({
      name: 'payment-clock',
      result: 'done',
      count: 0,
    });
  });

  describe('npm run cli -- run-jobs', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boucles-run-jobs-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('refuses a date it cannot read, in French', async () => {
      const answer = await cli(['run-jobs', '--at', 'demain'], dataDir);
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain('Date invalide : donnez-la au format ISO 8601');
    });

    it('runs the jobs on the embedded database at the given moment', { timeout: 180_000 }, async () => {
      const answer = await cli(['run-jobs', '--at', '2026-12-01T10:00:00Z'], dataDir);
      expect(answer.stderr).toBe('');
      expect(answer.code).toBe(0);
      const lines = answer.stdout.trim().split('\n');
      expect(lines[0]).toBe('Tâches de fond au 2026-12-01T10:00:00.000Z :');
      for (const job of appJobs(t.ctx)) expect(lines).toContain(`  ${job.name} : 0 élément traité`);
    });
  });
});
