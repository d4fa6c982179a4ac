// Drawn pages benchmark: `npm run bench:pages` (after `npm run build`; BENCH_SECONDS overrides
// the measured seconds). On the demo catalogue (a fresh PGlite folder), loads with autocannon,
// in one run, each server-drawn page beside the API answer it is drawn from (decision 037), as a
// browser asks (Accept-Encoding: br): the page drawn for every request (the cache off, i.e. a
// cold cache: each request a miss) and the page kept for visitors (a warm cache, decision 068).
// It prints pages/s and answers/s and their ratio (issue 35's target: 0.5); it asserts nothing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { productListSchema } from '@shared/catalogue/product.schemas';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { AppContext } from '@server/context';
import { createContext } from '@server/create-context';
import { seedDemoData } from '@server/db/seed/demo-data';
import { catalogueDataUrl } from '@server/modules/catalogue/page-data';
import { loadHttp } from './http-load';
import { perSecond } from './stats';

const WEB_DIST = path.resolve('dist/web');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.5;
const HEADERS = { 'accept-encoding': 'br', accept: 'text/html,application/json' };
const logger = pino({ level: 'silent' });

if (!existsSync(path.join(WEB_DIST, '.vite/ssr/first-screen.js'))) {
  throw new Error('No build of the first screens: run `npm run build` first.');
}

async function listen(ctx: AppContext, cacheMb: number): Promise<{ app: FastifyInstance; base: string }> {
  const config = { ...ctx.config, pageCache: { ...ctx.config.pageCache, maxBytes: cacheMb * 1024 * 1024 } };
  // The pages' API calls count against the visitor's rate limit: one address makes every request here.
  const app = await buildApp({ ...ctx, config }, { logger, webDistDir: WEB_DIST, apiRateLimit: 1_000_000_000 });
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

async function throughput(url: string): Promise<number> {
  const check = await fetch(url, { headers: HEADERS });
  const body = await check.text();
  if (!check.ok) throw new Error(`${url} answered ${check.status}`);
  if (url.includes('/api/') === body.includes('data-first-screen')) throw new Error(`${url}: not what was expected`);
  const result = await loadHttp({
    url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    headers: HEADERS,
  });
  const failures = result.autocannon.errors + result.autocannon.non2xx + result.autocannon.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return result.exact.perSecond;
}

/** What compressing one answer costs at each level the server may use, and what it weighs. */
async function printCompressionCosts(base: string, answers: [string, string][]) {
  const levels: [string, (text: string) => Buffer][] = [
    ...[1, 4, 5, 9, 11].map((quality): [string, (text: string) => Buffer] => [
      `br ${quality}`,
      (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    ]),
    ['gzip 6', (text) => gzipSync(text, { level: 6 })],
  ];
  console.log(`\nCompression, ms per answer (KB after), median of 30:`);
  console.log('answer'.padEnd(18) + 'raw'.padEnd(9) + levels.map(([name]) => name.padEnd(15)).join(''));
  for (const [label, url] of answers) {
    const text = await (await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } })).text();
    const cells = levels.map(([name, compress]) => {
      const times: number[] = [];
      let size = 0;
      for (let run = 0; run < (name === 'br 11' ? 5 : 30); run++) {
        const started = performance.now();
        size = compress(text).byteLength;
        times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      return `${median.toFixed(2)} (${(size / 1024).toFixed(1)})`.padEnd(15);
    });
    console.log(label.padEnd(18) + `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`.padEnd(9) + cells.join(''));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boucles-bench-pages-'));
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
});
const { ctx, close } = await createContext(config, logger);
try {
  await seedDemoData(ctx, logger);
  const drawing = await listen(ctx, 0);
  const keeping = await listen(ctx, 32);
  try {
    const list = productListSchema.parse(await (await fetch(`${keeping.base}/api/products?limit=1`)).json());
    const productId = list.items[0]?.id;
    if (!productId) throw new Error('the demo shop is empty');
    const pages = [
      ['/marketplace', '/marketplace'],
      ['product page', `/product/${productId}`],
    ] as const;
    console.log(
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; ` + `${CONNECTIONS} connections, ${SECONDS} s each, brotli accepted`,
    );
    console.log(`\n${'page'.padEnd(14)}${'API answers'.padEnd(13)}${'drawn (cold)'.padEnd(20)}kept (warm)`);
    for (const [label, page] of pages) {
      const [pathname = '', search = ''] = page.split('?');
      const apiPath = catalogueDataUrl(pathname, new URLSearchParams(search));
      const answers = await throughput(`${drawing.base}${apiPath}`);
      const cold = await throughput(`${drawing.base}${page}`);
      const warm = await throughput(`${keeping.base}${page}`);
      const ratio = (value: number) => `${perSecond(value)} (${(value / answers).toFixed(2)})`;
      console.log(`${label.padEnd(14)}${perSecond(answers).padEnd(13)}${ratio(cold).padEnd(20)}${ratio(warm)}`);
    }
    console.log(`\nIn brackets: pages/s over API answers/s; target ${TARGET_RATIO} for visitors.`);
    await printCompressionCosts(drawing.base, [
      ['shop API answer', catalogueDataUrl('/marketplace', new URLSearchParams()) ?? ''],
      ['product answer', `/api/products/${productId}`],
      ['shop page', '/marketplace'],
    ]);
  } finally {
    await keeping.app.close();
    await drawing.app.close();
  }
} finally {
  await close();
  await rm(dataDir, { recursive: true, force: true });
}
