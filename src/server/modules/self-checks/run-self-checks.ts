import { type TestRunResult, type SelfCheckResult, summarizeSelfChecks } from '@shared/self-checks/self-check.schemas';
import type { Logger } from '@server/platform/logger';
import { type SelfCheck, SelfCheckFailure } from './self-check-list';

/** A check that hangs (an SMTP server that never answers) fails instead of holding the run. */
const CHECK_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SelfCheckFailure(`Pas de réponse après ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function runOne(check: SelfCheck, log: Logger): Promise<SelfCheckResult> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const message = await withTimeout(check.run());
    return { test: check.name, status: 'passed', message, duration: duration() };
  } catch (error) {
    // A check's own verdict is shown as is; anything else is logged and summarised.
    if (!(error instanceof SelfCheckFailure)) log.warn({ err: error, check: check.name }, 'self-check failed');
    const message = error instanceof Error ? error.message : String(error);
    return { test: check.name, status: 'failed', message, duration: duration() };
  }
}

/** Runs the checks one after another (they share the database and the storage) and sums them up. */
export async function runSelfChecks(checks: SelfCheck[], now: Date, log: Logger): Promise<TestRunResult> {
  const started = performance.now();
  const results: SelfCheckResult[] = [];
  for (const check of checks) results.push(await runOne(check, log));
  return {
    timestamp: now.toISOString(),
    ...summarizeSelfChecks(results),
    duration: Math.round(performance.now() - started),
    results,
  };
}
