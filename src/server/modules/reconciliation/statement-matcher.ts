import type { AppContext } from '@server/context';
import { runExclusively } from '@server/platform/jobs';
import type { Logger } from '@server/platform/logger';
import { wakeablePass } from '@server/platform/wakeable-pass';
import { matchStatementLinesJob } from './match-statement-lines';

/**
 * Matches an imported statement's lines soon after the upload answered: woken by the import's
 * message on the live bus (any instance's), and every few seconds for what a stopped server
 * left. Each pass takes the job's lease in job_runs, so two instances never run it together;
 * the one that did not get it leaves the lines to the other. Returns the stop function.
 */
export function startStatementMatcher(
  ctx: AppContext,
  logger: Pick<Logger, 'error'>,
  options: { pollMs?: number } = {},
): () => Promise<void> {
  const job = ctx.metrics.countedJob(matchStatementLinesJob(ctx));
  const worker = wakeablePass(
    () => runExclusively(ctx.db, job).then(() => undefined),
    (error) => logger.error({ err: error, job: job.name }, 'job failed'),
  );

  const timer = setInterval(worker.wake, options.pollMs ?? 10_000);
  timer.unref();
  const unsubscribe = ctx.realtime.subscribe((message) => {
    if (message.kind === 'statement' || message.kind === 'resync') worker.wake();
  });
  worker.wake();
  return async () => {
    const running = worker.stop();
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
