import { Worker } from 'node:worker_threads';
import type { RunStats } from './stats';

export type HttpLoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
};

export type HttpLoadResult = {
  /** Failed requests as autocannon counts them. */
  autocannon: { errors: number; timeouts: number; non2xx: number };
  /** From every 2xx response time, nearest-rank. */
  exact: RunStats;
};

/** Loads `url` with autocannon on a worker thread (tsx is registered there before the worker file loads). */
export function loadHttp(options: HttpLoadOptions): Promise<HttpLoadResult> {
  const file = new URL('./http-load-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: options });
    let result: HttpLoadResult | undefined;
    worker.on('message', (message: HttpLoadResult) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`load worker exited with code ${code} and no result`)),
    );
  });
}
