import type { Logger } from './logger';
import { writeLastLine } from './log-output';

/** Runs one named step of the shutdown; the deadline names the step it was waiting for. */
export type RunStep = (name: string, run: () => Promise<unknown>) => Promise<void>;

export type ShutdownOptions = {
  /** The whole shutdown, from the first signal: past it the process exits with code 1. */
  deadlineMs: number;
  logger: Logger;
  exit?: (code: number) => void;
};

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * Stops the process on SIGTERM, SIGINT or SIGHUP (a closed terminal) by running `stop`, then
 * exits 0. A second signal changes nothing; a third exits at once with code 1, as does the
 * deadline. Both say the step they cut short on standard error, synchronously, so that
 * neither waits on a log that nobody reads; the deadline's timer never keeps the process up.
 */
export function stopOnSignals(stop: (step: RunStep) => Promise<void>, options: ShutdownOptions): void {
  const { deadlineMs, logger, exit = (code) => process.exit(code) } = options;
  let signals = 0;
  let waitingFor = 'start';
  let started = 0;
  const cutShort = (message: string, code = 1) => {
    writeLastLine(message, { step: waitingFor, ms: Math.round(performance.now() - started) });
    exit(code);
  };

  const step: RunStep = async (name, run) => {
    waitingFor = name;
    await run();
    logger.info({ step: name, ms: Math.round(performance.now() - started) }, 'shutdown step done');
  };

  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    if (signals === 2) return logger.warn({ signal }, 'already shutting down; a third signal forces the exit');
    if (signals > 2) return cutShort(`shutdown forced by a third signal (${signal})`);
    started = performance.now();
    logger.info({ signal }, 'shutting down');
    setTimeout(() => cutShort(`shutdown deadline of ${deadlineMs} ms passed`), deadlineMs).unref();
    stop(step).then(
      () => exit(0),
      (error: unknown) => cutShort(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}
