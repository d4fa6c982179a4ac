// Front-end benchmark: `npm run bench:web`. Builds for production, starts the app as
// `npm start` does on a fresh data folder (demo catalogue), and runs Lighthouse's mobile
// profile (simulated slow 4G, 4× slower CPU) in Debian's Chromium on /, /marketplace and a
// product page, three runs each; the median of each figure is printed. Then the signed-in
// screens (issue 35): the server stopped, the data folder gets a buyer with 125 orders and 500
// conversations, a seller with 200 listings and 100,000 orders in all (web-signed-in-seed.mjs);
// each account signs in through the API and Lighthouse sends its session cookie.
// BENCH_SCREENS=public or signed-in measures one part only; BENCH_REPORTS=<folder> keeps each
// run's whole Lighthouse report there (JSON), to read what an LCP or a long task is made of;
// BENCH_PAGES=/orders,/admin measures those signed-in screens only. A bare React page built
// by the same Vite and plugins, served compressed, is measured alongside: the best this
// machine can score, so that our figures are read against it rather than against 100.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SIGNED_IN, seedSignedIn } from './web-signed-in-seed.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3217);
const BARE_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SCREENS = process.env.BENCH_SCREENS ?? 'all';
const REPORTS = process.env.BENCH_REPORTS;
const origin = `http://127.0.0.1:${PORT}`;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The bare page: one component and a stylesheet, through the same React and Tailwind plugins. */
function buildBarePage() {
  const root = path.resolve('.tmp/bench-bare');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Page nue</title>' +
      '<meta name="description" content="Page React minimale de référence." /></head>' +
      '<body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(path.join(root, 'styles.css'), '@import "tailwindcss";\n');
  writeFileSync(
    path.join(root, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\nimport './styles.css';\n" +
      'createRoot(document.getElementById("root")).render(' +
      '<main className="p-4"><h1 className="text-2xl font-bold">Boucles</h1>' +
      '<p>Perruques, mèches et tissages pour cheveux afro.</p></main>);\n',
  );
  writeFileSync(
    path.join(root, 'vite.config.mjs'),
    "import tailwindcss from '@tailwindcss/vite';\nimport react from '@vitejs/plugin-react';\n" +
      'export default { plugins: [react(), tailwindcss()], logLevel: "warn" };\n',
  );
  run('npx', ['vite', 'build', root, '--config', path.join(root, 'vite.config.mjs'), '--outDir', 'dist']);
  return path.join(root, 'dist');
}

/** A static server answering brotli when asked, as a well-configured host would. */
function serveBare(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const name = request.url === '/' ? 'index.html' : path.normalize(request.url).replace(/^\/+/, '');
    const file = path.join(dir, name);
    if (!file.startsWith(dir) || !existsSync(file)) return response.writeHead(404).end();
    const body = readFileSync(file);
    const headers = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
    };
    if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { ...headers, 'content-encoding': 'br' }).end(brotliCompressSync(body));
    } else response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

async function startApp(dataDir) {
  const server = spawn('node', ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const started = performance.now();
  for (;;) {
    const ready = await fetch(`${origin}/api/products?limit=1`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (performance.now() - started > 300_000) throw new Error('no answer after 300 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopApp(app) {
  // Stopped already (the signed-in part stops it to seed): killing again would hide the first error.
  if (app.exitCode !== null || app.signalCode !== null) return;
  process.kill(-app.pid, 'SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
}

/** The session cookie of a demo account, signed in as the sign-in form does. */
async function sessionCookie({ email, password }) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const SIGNED_IN_SCREENS = [
  ['/orders', '/orders', 'buyer'],
  ['/messages', '/messages', 'buyer'],
  ['/my-products', '/my-products', 'seller'],
  ['/earnings', '/earnings', 'seller'],
  ['/admin', '/admin', 'admin'],
];

async function measureSignedIn(port) {
  const cookies = {};
  for (const account of Object.keys(SIGNED_IN)) cookies[account] = await sessionCookie(SIGNED_IN[account]);
  const rows = [];
  const only = process.env.BENCH_PAGES?.split(',');
  for (const [label, page, account] of SIGNED_IN_SCREENS.filter(([label]) => !only || only.includes(label)))
    rows.push(await measure(label, `${origin}${page}`, port, { Cookie: cookies[account] }));
  return rows;
}

async function productPath() {
  const { items } = await (await fetch(`${origin}/api/products?limit=1`)).json();
  if (!items?.length) throw new Error('the demo shop is empty');
  return `/product/${items[0].id}`;
}

function bytesOf(lhr, type) {
  const item = lhr.audits['resource-summary'].details.items.find((row) => row.resourceType === type);
  return item?.transferSize ?? 0;
}

async function audit(url, port, extraHeaders, attempt = 1) {
  const options = { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' };
  // A page slower than the DevTools protocol's timeout (a busy machine) throws rather than reports.
  const { lhr } = await lighthouse(url, { ...options, ...(extraHeaders ? { extraHeaders } : {}) }).catch((error) => {
    if (attempt < 3) return { lhr: { runtimeError: error } };
    throw error;
  });
  // On a machine busy with other work Lighthouse can give up waiting for a paint: try again, twice.
  if (lhr.runtimeError && attempt < 3) return audit(url, port, extraHeaders, attempt + 1);
  // A signed-in screen that lands elsewhere (the session refused) would be measuring the wrong page.
  if (extraHeaders && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(REPORTS, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: bytesOf(lhr, 'script'),
    css: bytesOf(lhr, 'stylesheet'),
    img: bytesOf(lhr, 'image'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, url, port, extraHeaders) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port, extraHeaders));
  const row = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
  return { page: label, ...row, scores: runs.map((r) => r.score).join('/') };
}

/** Median time to a whole compressed answer, over 30 requests one after another. */
async function serverTime(pathAndQuery) {
  const times = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathAndQuery}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** What drawing a page costs the server (decision 037): the page beside the API answer it draws from. */
async function printServerTimes(product) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('\nServer time, median of 30 requests (page drawn with its data / its API answer alone):');
  for (const [label, page, api] of [
    ['/', '/', null],
    ['/marketplace', '/marketplace', '/api/products'],
    ['product', product, `/api${product.replace('/product/', '/products/')}`],
  ]) {
    const pageTime = await serverTime(page);
    console.log(`${label.padEnd(15)}${ms(pageTime).padEnd(10)}${api ? ms(await serverTime(api)) : '(drawn once)'}`);
  }
}

function print(rows) {
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    '\npage'.padEnd(16) +
      'score (runs)'.padEnd(18) +
      'FCP'.padEnd(8) +
      'LCP'.padEnd(8) +
      'TBT'.padEnd(9) +
      'CLS'.padEnd(8) +
      'JS'.padEnd(9) +
      'CSS'.padEnd(8) +
      'images',
  );
  for (const r of rows) {
    console.log(
      r.page.padEnd(15) +
        `${r.score} (${r.scores})`.padEnd(18) +
        s(r.fcp).padEnd(8) +
        s(r.lcp).padEnd(8) +
        `${Math.round(r.tbt)} ms`.padEnd(9) +
        r.cls.toFixed(3).padEnd(8) +
        kb(r.js).padEnd(9) +
        kb(r.css).padEnd(8) +
        kb(r.img),
    );
  }
}

if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH.`);
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('node', ['scripts/ensure-builds.mjs']);
const bareDir = buildBarePage();
console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boucles-bench-web-'));
let app = await startApp(dataDir);
const bare = await serveBare(bareDir);
const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  if (SCREENS !== 'signed-in') {
    const product = await productPath();
    const rows = [await measure('bare React', `http://127.0.0.1:${BARE_PORT}/`, chrome.port)];
    for (const [label, page] of [
      ['/', '/'],
      ['/marketplace', '/marketplace'],
      ['product', product],
    ]) {
      rows.push(await measure(label, `${origin}${page}`, chrome.port));
    }
    print(rows);
    console.log(`\nMedian of ${RUNS} Lighthouse ${lighthouseVersion()} runs, mobile profile, ${CHROME}.`);
    await printServerTimes(product);
  }
  if (SCREENS !== 'public') {
    await stopApp(app);
    const started = performance.now();
    const seeded = await seedSignedIn(path.join(dataDir, 'pglite'));
    console.log(
      `\nSigned-in screens' data added in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
        `${seeded.buyerOrders} orders and ${seeded.buyerConversations} conversations for the buyer, ` +
        `${seeded.sellerListings} listings for the seller, ${seeded.orders} orders in all.`,
    );
    app = await startApp(dataDir);
    print(await measureSignedIn(chrome.port));
    console.log(
      `\nMedian of ${RUNS} Lighthouse ${lighthouseVersion()} runs, mobile profile, signed in (session cookie).`,
    );
  }
} finally {
  await chrome.kill();
  bare.close();
  await stopApp(app);
  rmSync(dataDir, { recursive: true, force: true });
}

function lighthouseVersion() {
  return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}
