import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/connection';
import type { Logger } from './logger';

/** `run` gets the connection that holds the lock and must use it (on PGlite it is the only one). */
export type Job = { name: string; everyMs: number; run(db: Db): Promise<number> };

/** A stable 64-bit advisory lock id per job name, shared by every instance. */
function lockId(name: string): bigint {
  return createHash('sha256').update(`job:${name}`).digest().readBigInt64BE(0);
}

/**
 * Runs the job unless another instance is running it now: a session advisory lock on
 * one held connection, so on several servers at once each pass happens once.
 */
export async function runExclusively(db: Db, job: Pick<Job, 'name' | 'run'>): Promise<number | 'skipped'> {
  return db.connection().execute(async (conn) => {
    const id = lockId(job.name).toString();
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${id}::bigint) AS locked`.execute(conn);
    if (!rows[0]?.locked) return 'skipped';
    try {
      return await job.run(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${id}::bigint)`.execute(conn);
    }
  });
}

/**
 * Starts each job on its interval, and once soon after start-up: an hourly job would otherwise
 * first run an hour after every deploy. The first passes are spread out so as not to pile onto
 * the start. Returns a stop function for graceful shutdown.
 */
export function startScheduler(
  db: Db,
  jobs: Job[],
  logger: Logger,
  options: { firstPassAfterMs?: number } = {},
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const pass = (job: Job) => {
    const run = runExclusively(db, job)
      .then((count) => count !== 'skipped' && count > 0 && logger.info({ job: job.name, count }, 'job done'))
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  const firstAfter = options.firstPassAfterMs ?? 5_000;
  const timers = jobs.flatMap((job, index) => [
    setTimeout(() => pass(job), firstAfter * (index + 1)).unref(),
    setInterval(() => pass(job), job.everyMs).unref(),
  ]);
  return async () => {
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.all(running);
  };
}
