import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import type { Logger } from './logger';

export type Job = { name: string; everyMs: number; run(db: Db): Promise<number> };

/** An instance that dies mid-pass gives its job up after this long; a live one renews it. */
const LEASE_MS = 5 * 60 * 1000;
/** A failed pass is tried again after this, or after its interval if that is shorter. */
const RETRY_MS = 5 * 60 * 1000;
/** How often an instance looks whether a job is due (at most; shorter jobs look at their own rate). */
const LOOK_EVERY_MS = 60 * 1000;

type Claim = { dueOnly: boolean };

/**
 * Takes the job's lease if nobody holds it (and, for the scheduler, if the job is due): one
 * upsert, compare-and-set on the lease, so only one instance wins whatever the timing. Plain
 * statements only, which a transaction-pooling PgBouncer passes through (decision 017).
 */
async function claim(db: Db, name: string, holder: string, { dueOnly }: Claim): Promise<boolean> {
  const lease = `${LEASE_MS} milliseconds`;
  const { rows } = await sql<{ name: string }>`
    INSERT INTO job_runs (name, next_run_at, leased_by, lease_until)
    VALUES (${name}, now(), ${holder}, now() + ${lease}::interval)
    ON CONFLICT (name) DO UPDATE SET leased_by = EXCLUDED.leased_by, lease_until = EXCLUDED.lease_until
    WHERE (job_runs.lease_until IS NULL OR job_runs.lease_until < now())
      AND (${!dueOnly} OR job_runs.next_run_at <= now())
    RETURNING name`.execute(db);
  return rows.length === 1;
}

async function renew(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ lease_until: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where('name', '=', name)
    .where('leased_by', '=', holder)
    .execute();
}

async function release(db: Db, name: string, holder: string, nextInMs: number, error: string | null) {
  await db
    .updateTable('job_runs')
    .set({
      leased_by: null,
      lease_until: null,
      next_run_at: sql`now() + ${`${nextInMs} milliseconds`}::interval`,
      last_finished_at: sql`now()`,
      last_error: error,
      ...(error === null
        ? { last_success_at: sql`now()`, failures_in_a_row: 0 }
        : { failures_in_a_row: sql`failures_in_a_row + 1` }),
    })
    .where('name', '=', name)
    .where('leased_by', '=', holder)
    .execute();
}

async function runHeld(db: Db, job: Pick<Job, 'name' | 'run'> & { everyMs?: number }, holder: string) {
  const renewal = setInterval(() => void renew(db, job.name, holder).catch(() => undefined), LEASE_MS / 3);
  try {
    const count = await job.run(db);
    await release(db, job.name, holder, job.everyMs ?? 0, null);
    return count;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await release(db, job.name, holder, Math.min(job.everyMs ?? RETRY_MS, RETRY_MS), message.slice(0, 500));
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/** Runs a pass now unless another instance is running it (operators, tests). */
export async function runExclusively(
  db: Db,
  job: Pick<Job, 'name' | 'run'> & { everyMs?: number },
  holder: string = randomUUID(),
): Promise<number | 'skipped'> {
  if (!(await claim(db, job.name, holder, { dueOnly: false }))) return 'skipped';
  return runHeld(db, job, holder);
}

/** Runs a pass if the job is due and free: across every instance, one pass per interval. */
export async function runIfDue(db: Db, job: Job, holder: string): Promise<number | 'skipped'> {
  if (!(await claim(db, job.name, holder, { dueOnly: true }))) return 'skipped';
  return runHeld(db, job, holder);
}

/**
 * Looks for due jobs soon after start-up and then regularly. The schedule lives in the
 * database: a deploy neither postpones an hourly job by an hour nor runs it again if another
 * instance just did. The first looks are spread out so as not to pile onto the start.
 * Returns a stop function for graceful shutdown.
 */
export function startScheduler(
  db: Db,
  jobs: Job[],
  logger: Logger,
  options: { firstPassAfterMs?: number } = {},
): () => Promise<void> {
  const holder = randomUUID();
  const running = new Set<Promise<unknown>>();
  const pass = (job: Job) => {
    const run = runIfDue(db, job, holder)
      .then((count) => count !== 'skipped' && count > 0 && logger.info({ job: job.name, count }, 'job done'))
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  const firstAfter = options.firstPassAfterMs ?? 5_000;
  const timers = jobs.flatMap((job, index) => [
    setTimeout(() => pass(job), firstAfter * (index + 1)).unref(),
    setInterval(() => pass(job), Math.min(job.everyMs, LOOK_EVERY_MS)).unref(),
  ]);
  return async () => {
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(running);
  };
}
