import { Counter, Gauge, Registry } from 'prom-client';
import type { Db } from '@server/db/connection';
import type { PoolUse } from '@server/db/pool-use';
import type { Clock } from '@server/platform/clock';
import type { Job } from '@server/platform/jobs';
import type { Logger } from '@server/platform/logger';
import { type DatabaseSnapshot, readDatabaseSnapshot } from './database-snapshot';
import { watchLedger } from './ledger-watch';

export type AppMetrics = {
  /** This app's own registry, never prom-client's global one: two apps in one process stay apart. */
  registry: Registry;
  /** The same job, its passes counted by outcome and its last success remembered. */
  countedJob(job: Job): Job;
};

type Sources = { db: Db; poolUse(): PoolUse; clock: Clock; logger: Logger };

/**
 * The process's metrics (decision 050). Counters move as things happen; what lives in the
 * database is counted when Prometheus scrapes, in one read shared by every gauge of that scrape.
 */
export function createAppMetrics({ db, poolUse, clock, logger }: Sources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const snapshot = sharedWhileRunning(() =>
    readDatabaseSnapshot(db, clock.now()).catch((error: unknown) => {
      logger.warn({ err: error }, 'metrics: database counts not read');
      return null;
    }),
  );
  // Gauges fed by the snapshot: emptied first, so a row gone (a job renamed) does not linger.
  const fromSnapshot = (
    name: string,
    help: string,
    labelNames: string[],
    fill: (gauge: Gauge, s: DatabaseSnapshot) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await snapshot();
        this.reset();
        if (read) fill(this, read);
      },
    });

  new Gauge({
    name: 'metrics_database_read_ok',
    help: '1 when this scrape read its counts from the database, 0 when that failed or timed out',
    registers,
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });

  const pool = (name: string, help: string, pick: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pick(poolUse()));
      },
    });
  pool('db_pool_connections', 'Open database connections (PGlite: its single connection)', (use) => use.connections);
  pool('db_pool_idle_connections', 'Open connections no request holds', (use) => use.idle);
  pool('db_pool_waiting_requests', 'Requests waiting for a connection (PGlite: queued queries)', (use) => use.waiting);
  pool('db_pool_max_connections', 'The most connections the pool opens (PGlite: 1)', (use) => use.max);

  fromSnapshot('orders_by_status', 'Orders in each status', ['status'], (gauge, s) => {
    for (const [status, count] of Object.entries(s.ordersByStatus)) gauge.set({ status }, count);
  });
  fromSnapshot('payments_awaiting_admin', "Payment proofs waiting for the admin's decision", ['kind'], (gauge, s) => {
    for (const [kind, waiting] of Object.entries(s.awaitingAdmin)) gauge.set({ kind }, waiting.count);
  });
  fromSnapshot(
    'payments_awaiting_admin_oldest_age_seconds',
    'How long the oldest proof has waited for the admin (0 when none waits)',
    ['kind'],
    (gauge, s) => {
      for (const [kind, waiting] of Object.entries(s.awaitingAdmin)) gauge.set({ kind }, waiting.oldestAgeSeconds);
    },
  );
  fromSnapshot('delivery_queue_depth', 'Notification deliveries not yet sent', ['channel'], (gauge, s) => {
    for (const row of s.deliveries) gauge.set({ channel: row.channel }, row.queued);
  });
  fromSnapshot(
    'delivery_queue_oldest_due_age_seconds',
    'How long the oldest due delivery has waited past its time (0 when none is due)',
    ['channel'],
    (gauge, s) => {
      for (const row of s.deliveries) gauge.set({ channel: row.channel }, row.oldestDueAgeSeconds);
    },
  );

  // A pass this process ran is remembered; job_runs keeps only the last pass of all instances.
  const succeededAt = new Map<string, number>();
  fromSnapshot(
    'jobs_last_success_timestamp_seconds',
    'When the job last succeeded (Unix seconds), on any instance as far as job_runs tells',
    ['job'],
    (gauge, s) => {
      for (const job of s.jobs) {
        const recorded = !job.failed && job.lastFinishedAt ? job.lastFinishedAt.getTime() : 0;
        const latest = Math.max(recorded, succeededAt.get(job.name) ?? 0);
        if (latest > 0) gauge.set({ job: job.name }, latest / 1000);
      }
    },
  );
  fromSnapshot('jobs_last_run_failed', "1 when the job's last pass failed", ['job'], (gauge, s) => {
    for (const job of s.jobs) gauge.set({ job: job.name }, job.failed ? 1 : 0);
  });
  const runs = new Counter({
    name: 'jobs_runs_total',
    help: 'Passes of each background job run by this process, by outcome',
    labelNames: ['job', 'outcome'],
    registers,
  });

  const ledgerBalanced = watchLedger(db, logger);
  new Gauge({
    name: 'ledger_balanced',
    help: '1 when every ledger movement sums to zero, 0 when one does not (checked every 5 minutes at most)',
    registers,
    async collect() {
      const balanced = await ledgerBalanced();
      this.reset();
      if (balanced !== null) this.set(balanced ? 1 : 0);
    },
  });

  return {
    registry,
    countedJob: (job) => {
      // Both series exist from the start, so that increase() sees the first failure.
      runs.inc({ job: job.name, outcome: 'success' }, 0);
      runs.inc({ job: job.name, outcome: 'failure' }, 0);
      return {
        ...job,
        run: async (jobDb) => {
          try {
            const count = await job.run(jobDb);
            runs.inc({ job: job.name, outcome: 'success' });
            succeededAt.set(job.name, Date.now());
            return count;
          } catch (error) {
            runs.inc({ job: job.name, outcome: 'failure' });
            throw error;
          }
        },
      };
    },
  };
}

/** One read for every caller while it runs (each gauge of a scrape asks for it). */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= read().finally(() => (running = undefined)));
}
