// Where a screen's processor time goes in the browser: `npm run build`, then
// `npm run bench:profile -- /orders fatou@boucles.demo Demo-Acheteur-2026` (a demo account, README).
// Starts the built server on a fresh demo database, signs in through the API, opens the screen
// in Debian's Chromium on a phone-sized window with the processor slowed four times (as
// Lighthouse's mobile profile), records seven seconds with the JavaScript profiler and prints the
// busy time per half-second, per script and per function, then the main thread's tasks over 50 ms and
// what fills each (the ones Lighthouse's blocking time counts). BENCH_WINDOW=3-7 adds a table for that
// span of seconds (what comes once the page has settled, say); BENCH_COLD=1 loads the screen with
// an empty cache. It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const origin = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [screen, email, password] = process.argv.slice(2);
if (!screen || !email || !password) throw new Error('usage: npm run bench:profile -- <path> <e-mail> <password>');

async function startServer(dataDir) {
  const server = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (
      await fetch(`${origin}/api/products?limit=1`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function sessionCookies() {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
}

async function record() {
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(await sessionCookies());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The app's files in the browser's cache, as for a member coming back; BENCH_COLD=1 for a
    // first visit, as Lighthouse loads a page.
    if (!process.env.BENCH_COLD) {
      await page.goto(`${origin}/`);
      await page.waitForTimeout(1500);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(`${origin}${screen}`);
    await page.waitForTimeout(7000);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    return { profile, trace };
  } finally {
    await browser.close();
  }
}

// What a task of the main thread is made of: these events, by script where they name one.
const TASK_PARTS = new Set([
  'FunctionCall',
  'v8.evaluateModule',
  'EvaluateScript',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'MajorGC',
  'MinorGC',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads',
]);

/** The main thread's tasks over 50 ms (the ones that count in Lighthouse's blocking time), and what fills each. */
function longTasks(trace, rows) {
  // The renderer's main thread: the one that ran the page's scripts.
  const main = trace.find((event) => event.name === 'FunctionCall')?.tid;
  const runTasks = trace.filter((event) => event.name === 'RunTask' && event.tid === main);
  const start = Math.min(...trace.filter((event) => event.tid === main && event.ts > 0).map((event) => event.ts));
  console.log('\nLong tasks of the main thread (over 50 ms), and what fills them:');
  for (const task of runTasks.filter((event) => event.dur > 50_000)) {
    const parts = new Map();
    for (const event of trace) {
      if (event.tid !== main || !TASK_PARTS.has(event.name) || event.ts < task.ts || event.ts > task.ts + task.dur)
        continue;
      const data = event.args?.data ?? {};
      const script = (data.url ?? '').replace(/.*\/assets\//, '');
      const key = `${event.name}${script ? ` ${script}` : ''}`;
      parts.set(key, (parts.get(key) ?? 0) + (event.dur ?? 0));
    }
    const fill = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms +${(task.dur / 1000).toFixed(0)} ms: ` +
        fill.map(([key, dur]) => `${key} ${(dur / 1000).toFixed(0)} ms`).join(', '),
    );
    // The profiler's samples in the task (the same clock): its busiest functions.
    const functions = new Map();
    for (const row of rows.filter((row) => row.at >= task.ts && row.at <= task.ts + task.dur))
      functions.set(row.fn, (functions.get(row.fn) ?? 0) + row.ms);
    for (const [fn, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 3))
      console.log(`${''.padStart(12)}${ms.toFixed(0).padStart(4)} ms  ${fn}`);
  }
}

/** Each busy sample: its second since the start, script, function and milliseconds. */
function samples(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
  // A browser's own function (appendChild, fetch) is named with the script function that called it.
  const callerOf = (id) => {
    const caller = parents.get(id)?.callFrame;
    return caller
      ? ` ← ${caller.functionName || '(anonymous)'} ${caller.url.replace(/.*\/assets\//, '')}:${caller.lineNumber}`
      : '';
  };
  let at = profile.startTime;
  return profile.samples.flatMap((id, i) => {
    at += profile.timeDeltas[i];
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return [];
    const script = url.replace(/.*\/assets\//, '') || functionName;
    const second = (at - profile.startTime) / 1e6;
    return [
      {
        at,
        second,
        script,
        fn: `${functionName || '(anonymous)'} ${script}:${lineNumber}${url ? '' : callerOf(id)}`,
        ms: profile.timeDeltas[i] / 1000,
      },
    ];
  });
}

function table(title, rows, key, limit = 20) {
  const sums = new Map();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + row.ms);
  console.log(`\n${title}`);
  for (const [name, ms] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boucles-profile-'));
const server = await startServer(dataDir);
try {
  const { profile, trace } = await record();
  const rows = samples(profile);
  console.log(`${screen}, processor slowed 4×, busy time per half-second:`);
  const halves = new Map();
  for (const row of rows)
    halves.set(Math.floor(row.second * 2) / 2, (halves.get(Math.floor(row.second * 2) / 2) ?? 0) + row.ms);
  console.log(
    [...halves]
      .sort((a, b) => a[0] - b[0])
      .map(([s, ms]) => `${s} s: ${ms.toFixed(0)} ms`)
      .join(', '),
  );
  table('By script', rows, (row) => row.script);
  table('By function', rows, (row) => row.fn);
  if (process.env.BENCH_WINDOW) {
    const [from, to] = process.env.BENCH_WINDOW.split('-').map(Number);
    table(
      `From ${from} s to ${to} s, by script`,
      rows.filter((row) => row.second >= from && row.second <= to),
      (row) => row.script,
    );
    table(
      `From ${from} s to ${to} s, by function`,
      rows.filter((row) => row.second >= from && row.second <= to),
      (row) => row.fn,
    );
  }
  longTasks(trace, rows);
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
