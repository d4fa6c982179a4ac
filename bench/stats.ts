/** Latency figures of one measured run. */
export type RunStats = {
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every successful call's latency, sorted: runs can be merged. */
  latencies: number[];
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarize(latencies: number[], errors: number, seconds: number): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    latencies: sorted,
  };
}

/** Several runs as one: their calls, errors and seconds added up. */
export function mergeRuns(runs: readonly RunStats[]): RunStats {
  return summarize(
    runs.flatMap((run) => run.latencies),
    runs.reduce((sum, run) => sum + run.errors, 0),
    runs.reduce((sum, run) => sum + run.seconds, 0),
  );
}

/**
 * Runs `concurrency` loops calling `task` back to back for `seconds`, after the same loops
 * ran `warmupSeconds` unmeasured; returns the latency of each successful call.
 */
export async function closedLoop(
  task: () => Promise<unknown>,
  options: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<RunStats> {
  await drive(task, options.concurrency, options.warmupSeconds);
  return drive(task, options.concurrency, options.seconds);
}

async function drive(task: () => Promise<unknown>, concurrency: number, seconds: number): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  if (firstError) console.error('  first error:', firstError);
  return summarize(latencies, errors, (performance.now() - started) / 1000);
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (value: number) => `${value.toFixed(0)}/s`;
export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
