// Runs autocannon on its own thread, so that the load generator does not share the event
// loop of the app it measures. Started by http-load.ts.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { summarize } from './stats';
import type { HttpLoadOptions, HttpLoadResult } from './http-load';

const options = workerData as HttpLoadOptions;

// Off the main thread autocannon returns raw histograms; its public aggregateResult (not in
// @types/autocannon) turns them into the usual result, as it does for its own workers.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], opts: object): autocannon.Result;
};

function run(duration: number, onResponse?: (statusCode: number, responseTime: number) => void) {
  const opts = { url: options.url, connections: options.connections, duration, headers: options.headers ?? {} };
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (error: unknown, raw) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(aggregateResult([raw], opts)),
    );
    if (onResponse)
      instance.on('response', (_client, statusCode, _bytes, responseTime) => onResponse(statusCode, responseTime));
  });
}

await run(options.warmupSeconds);
// autocannon's own histogram has 1 ms steps and no p95: each 2xx response time is kept, to
// compute percentiles the same way as the other measurements.
const times: number[] = [];
const result = await run(options.seconds, (statusCode, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
const message: HttpLoadResult = {
  autocannon: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  exact: summarize(times, result.errors + result.non2xx, result.duration),
};
parentPort?.postMessage(message);
