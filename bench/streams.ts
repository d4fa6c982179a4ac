// Live streams benchmark: `npm run bench:streams` (BENCH_STREAMS and BENCH_FLOOD override the
// counts). The server runs in a child process (embedded PGlite), so that its memory is its own;
// the clients are plain sockets in this process. First, with no cap: the server's heap and RSS
// before and after BENCH_STREAMS (default 1,000) open `GET /api/me/events` streams of one user,
// and the cost of one. Then with the default caps (decision 044): one user opens BENCH_FLOOD
// (default 3,000) streams one after the other, closing each the server tells 'superseded' (as
// the web app does); the server's open streams and memory at the end. Prints figures only.
import { type ChildProcess, fork } from 'node:child_process';
import net from 'node:net';
import pino from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { benchEmail, signUpAndIn } from './bench-account';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 3_000);

type Memory = { heapUsed: number; rss: number; streams: number };
type FromServer = { base: string } | Memory;

/** The child: an instance on a fresh embedded database; answers 'memory' after a full collection. */
async function serve() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-streams-${process.pid}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
  });
  const { ctx } = await createContext(config, pino({ level: 'silent' }), {
    database: await openDatabase({ kind: 'pglite' }),
    authRateLimits: { signUp: { window: 60, max: 100_000 } },
  });
  // The API rate limit (600 a minute per address) would stop the flood long before the cap does.
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ base });
  process.on('message', () => {
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss, streams: app.liveStreams.size });
  });
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(import.meta.filename, ['serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: FromServer) => 'base' in message && resolve({ child, base: message.base }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const memoryOf = (child: ChildProcess) =>
  new Promise<Memory>((resolve) => {
    child.once('message', (message: FromServer) => resolve(message as Memory));
    child.send('memory');
  });

async function signUp(base: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return signUpAndIn(post, 'Flux', benchEmail('Flux'));
}

/** A browser tab's stream on a plain socket: open once the 200 arrives; closed when superseded. */
function openStream(base: string, cookie: string): Promise<net.Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `GET /api/me/events HTTP/1.1\r\nhost: ${hostname}\r\ncookie: ${cookie}\r\naccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      if (text.startsWith('HTTP/1.1 200')) resolve(socket);
      else if (text.startsWith('HTTP/1.1')) reject(new Error(text.split('\r\n')[0]));
      if (text.includes('event: superseded')) socket.destroy();
    });
    socket.on('error', reject);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function uncapped() {
  const { child, base } = await startServer({ LIVE_STREAMS_PER_USER: '1000000', LIVE_STREAMS_PER_ADDRESS: '1000000' });
  try {
    const cookie = await signUp(base);
    await openStream(base, cookie).then((socket) => socket.destroy());
    const before = await memoryOf(child);
    const sockets: net.Socket[] = [];
    for (let i = 0; i < STREAMS; i++) sockets.push(await openStream(base, cookie));
    const after = await memoryOf(child);
    console.log(`Sans limite : ${after.streams} flux ouverts d'un même compte`);
    console.log(`  tas ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)}`);
    console.log(
      `  par flux : tas ${kb((after.heapUsed - before.heapUsed) / STREAMS)}, RSS ${kb((after.rss - before.rss) / STREAMS)}`,
    );
    sockets.forEach((socket) => socket.destroy());
  } finally {
    child.kill();
  }
}

async function capped() {
  const { child, base } = await startServer({});
  try {
    const cookie = await signUp(base);
    const before = await memoryOf(child);
    const started = performance.now();
    const sockets: net.Socket[] = [];
    for (let i = 0; i < FLOOD; i++) sockets.push(await openStream(base, cookie));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await memoryOf(child);
    const stillOpen = sockets.filter((socket) => !socket.destroyed).length;
    console.log(`Limites par défaut : un compte ouvre ${FLOOD} flux à la suite (${seconds.toFixed(1)} s)`);
    console.log(`  ouverts à la fin : ${after.streams} côté serveur, ${stillOpen} côté client`);
    console.log(`  tas ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)}`);
    sockets.forEach((socket) => socket.destroy());
  } finally {
    child.kill();
  }
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  await uncapped();
  await capped();
}
