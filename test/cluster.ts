import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import webpush from 'web-push';
import { type S3Server, startS3Server } from './s3-server';

/**
 * Several instances of the built server on one PostgreSQL database and one S3 server, behind
 * HAProxy (Debian's package) balancing round-robin, probing /api/ready and retrying a request
 * whose connection failed on another instance: what an operator runs to scale out.
 */
export type Instance = {
  name: string;
  /** Its own address, bypassing the proxy. */
  url: string;
  start(): Promise<void>;
  /** Sends the signal and waits for the exit: its code and how long it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  output(): string;
};

export type Cluster = {
  /** The load balancer's address: what browsers would reach. */
  url: string;
  instances: Instance[];
  s3: S3Server;
  close(): Promise<void>;
};

const BUNDLE_DIR = path.resolve('.tmp/cluster-server');
export const HAPROXY = '/usr/sbin/haproxy';

/** The server as `npm start` runs it, bundled from the current sources (decision 012). */
export async function bundleServer(dir = BUNDLE_DIR): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(dir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', path.join(dir, 'migrations'), { recursive: true });
  return path.join(dir, 'main.mjs');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not in ${timeoutMs} ms`);
}

const isReady = async (url: string) => (await fetch(`${url}/api/ready`)).status === 200;

function startInstance(name: string, entry: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  return {
    name,
    url,
    async start() {
      const dataDir = path.resolve(`.tmp/cluster-${name}-${process.pid}`);
      child = spawn(process.execPath, ['--enable-source-maps', entry], {
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const exited = new Promise<never>((_, reject) =>
        child!.once('exit', (code) => reject(new Error(`${name} exited (${code}) while starting:\n${log}`))),
      );
      await Promise.race([waitUntil(() => isReady(url), 60_000, `${name} ready`), exited]);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null) return { code: running?.exitCode ?? null, ms: 0 };
      const started = performance.now();
      const exit = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill(signal);
      const code = await exit;
      return { code, ms: performance.now() - started };
    },
    output: () => log,
  };
}

/** HAProxy in the foreground; `X-Served-By` tells which instance answered. */
export async function startProxy(port: number, backends: Instance[]): Promise<{ close(): Promise<void> }> {
  const config = path.resolve(`.tmp/haproxy-${process.pid}-${port}.cfg`);
  const servers = backends.map(
    (backend) => `  server ${backend.name} ${new URL(backend.url).host} check inter 300ms fall 2 rise 1`,
  );
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 1h',
      '  timeout server 1h',
      '  timeout tunnel 1h',
      // A probe slowed by a loaded machine is not a dead instance.
      '  timeout check 3s',
      // A request whose connection failed, got no answer, or was refused by a closing instance
      // (Fastify's 503 before any handler ran) goes to another instance.
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response 503',
      // Retrying needs the whole request at hand, body included.
      '  option http-buffer-request',
      '  option forwardfor',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      // As deploy/haproxy.cfg: the proxy sets the request id, whatever the client sent.
      '  unique-id-format %[uuid()]',
      '  http-request set-header X-Request-Id %[unique-id]',
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      '  http-response set-header X-Served-By %[srv_name]',
      ...servers,
      '',
    ].join('\n'),
  );
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy configuration refused: ${check.stderr}`);
  const proxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: 'ignore' });
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200, 10_000, 'haproxy');
  return {
    close: async () => {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
      rmSync(config, { force: true });
    },
  };
}

/** Shared by every instance, as decisions.md §1 asks of a deployment with several. */
export function sharedEnvironment(databaseUrl: string, s3: S3Server, publicUrl: string): NodeJS.ProcessEnv {
  const vapid = webpush.generateVAPIDKeys();
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    AUTH_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
    SIGNING_SECRET: 'cluster-signing-cluster-signing-cluster-signing',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

export async function startCluster(options: {
  size: number;
  databaseUrl: string;
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  const entry = await bundleServer();
  const s3 = await startS3Server();
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const env = { ...sharedEnvironment(options.databaseUrl, s3, url), ...options.env };
  const names = ['a', 'b', 'c', 'd'].slice(0, options.size);
  const instances: Instance[] = [];
  for (const name of names) instances.push(startInstance(name, entry, await freePort(), env));
  mkdirSync('.tmp', { recursive: true });
  // Together: they migrate one empty database at the same moment, as a fleet's first deploy does.
  await Promise.all(instances.map((instance) => instance.start()));
  const proxy = await startProxy(proxyPort, instances);
  return {
    url,
    instances,
    s3,
    close: async () => {
      await proxy.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      await s3.close();
    },
  };
}
