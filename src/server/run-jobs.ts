import type { AppContext } from './context';
import { appJobs } from './jobs';
import { runExclusively } from './platform/jobs';

export type JobOutcome = { name: string } & (
  { result: 'done'; count: number } | { result: 'skipped' } | { result: 'failed'; error: string }
);

/**
 * Every job of the app once, in the order main.ts schedules them, at the moment ctx.clock
 * says (decision 038): support catches up after downtime, tests and checks see the clocks act.
 * A job another instance is running is skipped; one that fails does not stop the others.
 */
export async function runEveryJobOnce(ctx: AppContext): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of appJobs(ctx)) {
    try {
      const count = await runExclusively(ctx.db, job);
      outcomes.push(
        count === 'skipped' ? { name: job.name, result: 'skipped' } : { name: job.name, result: 'done', count },
      );
    } catch (error) {
      outcomes.push({
        name: job.name,
        result: 'failed',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
}

/** One line per job for the operator. */
export function describeOutcome(outcome: JobOutcome): string {
  if (outcome.result === 'done')
    return `${outcome.name} : ${outcome.count} élément${outcome.count > 1 ? 's' : ''} traité${outcome.count > 1 ? 's' : ''}`;
  if (outcome.result === 'skipped') return `${outcome.name} : déjà en cours ailleurs, non lancée`;
  return `${outcome.name} : échec — ${outcome.error}`;
}
