// CI's release check (decision 049): scripts/build-release.sh into a temporary folder, then
// that folder's `npm run start:prod` under NODE_ENV=production on a fresh PostgreSQL database,
// with the secrets production requires, driven over HTTP as a browser and Prometheus would, and
// its `npm run cli -- backup` as an operator would (pg_dump must be on the PATH, as in CI).
// Every check runs and is listed; the exit code is 1 if any failed.
//   SMOKE_PG_URL  an administrator's URL to create and drop the database (default: local postgres)
//   SMOKE_KEEP=1  keeps the release folder and the database, to look into a failure
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';

const adminUrl = process.env.SMOKE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.env.SMOKE_KEEP === '1';
const timings = {};
const results = [];
const since = (start) => Math.round((performance.now() - start) / 100) / 10;
// A fresh database migrates before /api/ready: 56 s was measured on a loaded two-core CI.
const READY_SECONDS = 180;

async function check(name, run) {
  try {
    const detail = await run();
    results.push({ name, ok: true });
    console.log(`  ok      ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ÉCHEC   ${name} : ${error instanceof Error ? error.message : error}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// A pretend Node 20 (process.versions.node is what the check reads) for the built server.
const PRETEND_NODE_20 = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.11.1'})`;

const release = mkdtempSync(path.join(os.tmpdir(), 'boucles-release-'));
const database = `boucles_smoke_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: adminUrl });
let server = null;

try {
  console.log(`Version dans ${release}…`);
  let start = performance.now();
  const built = spawnSync('scripts/build-release.sh', [release], { stdio: 'inherit' });
  timings.release = since(start);
  if (built.status !== 0) throw new Error(`build-release.sh a échoué (code ${built.status})`);

  const node = path.join(release, 'node_modules/.bin/node');
  console.log('Contrôles :');
  await check('aucun paquet de développement', () => {
    const found = ['vitest', 'vite', 'typescript', 'eslint', 'playwright-core'].filter((name) =>
      existsSync(path.join(release, 'node_modules', name)),
    );
    assert(found.length === 0, `présents : ${found.join(', ')}`);
  });
  await check('dist complet (web, serveur, CLI, migrations, polices)', () => {
    const missing = [
      'dist/web/index.html',
      'dist/web/.vite/ssr/first-screen.js',
      'dist/server/main.mjs',
      'dist/server/cli.mjs',
      'dist/server/migrations',
      'dist/server/fonts/DejaVuSans.ttf',
      'dist/server/fonts/LICENSE',
    ].filter((file) => !existsSync(path.join(release, file)));
    assert(missing.length === 0, `manquent : ${missing.join(', ')}`);
  });
  await check('npm start et npm run cli lancent dist/, sans src/ ni scripts/', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(release, 'package.json'), 'utf8'));
    const wrong = ['start', 'start:prod', 'cli', 'cli:prod'].filter(
      (name) =>
        !/^NODE_ENV=production node --enable-source-maps dist\/server\/(main|cli)\.mjs$/.test(scripts[name] ?? ''),
    );
    const strays = Object.keys(scripts).filter((name) => !['start', 'start:prod', 'cli', 'cli:prod'].includes(name));
    assert(wrong.length === 0 && strays.length === 0, `scripts : ${JSON.stringify(scripts)}`);
  });
  await check('le Node 24 fourni', () => {
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    assert(version.startsWith('v24.'), `node_modules/.bin/node est ${version || 'absent'}`);
    return version;
  });
  await check('refus d’un Node plus ancien (code 1, message en français)', () => {
    const run = spawnSync(node, ['--import', PRETEND_NODE_20, 'dist/server/main.mjs'], {
      cwd: release,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    });
    assert(run.status === 1, `code ${run.status}`);
    assert(/Boucles demande Node 24 .*tourne sur Node 20\.11\.1/.test(run.stderr), `message : ${run.stderr.trim()}`);
  });

  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const vapid = webpush.generateVAPIDKeys();
  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.join(release, 'data'),
    DATABASE_URL: databaseUrl.href,
    AUTH_SECRET: randomBytes(48).toString('base64'),
    SIGNING_SECRET: randomBytes(48).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'warn',
  };

  start = performance.now();
  let output = '';
  // Its own process group, so that the stop reaches npm and the server under it alike.
  server = spawn('npm', ['run', 'start:prod'], { cwd: release, env, detached: true });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // npm dies of SIGTERM at once (it does not wait for the script); the server has gone too when
  // the last writer of its output pipes has closed them.
  const allGone = Promise.all(
    [server.stdout, server.stderr].map((stream) => new Promise((resolve) => stream.once('close', resolve))),
  );
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const ready = await waitForReady(publicUrl, exited);
  timings.start = since(start);
  await check('npm run start:prod répond sur /api/ready', () => {
    assert(ready, `pas prêt en ${READY_SECONDS} s :\n${output}`);
    return `${timings.start} s`;
  });
  if (!ready) throw new Error('le serveur ne répond pas : contrôles suivants abandonnés');

  const call = (pathname, init = {}) =>
    fetch(`${publicUrl}${pathname}`, {
      ...init,
      headers: { origin: publicUrl, 'content-type': 'application/json', ...init.headers },
    });
  const cookies = (response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

  await check('inscription puis connexion par l’API', async () => {
    const email = `${randomUUID().slice(0, 8)}@smoke.test`;
    const password = 'mot-de-passe-solide';
    const body = { name: 'Awa Test', email, password, confirmAdult: true, acceptTerms: true };
    const signUp = await call('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) });
    assert(signUp.ok, `inscription : ${signUp.status} ${await signUp.text()}`);
    const signIn = await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
    assert(signIn.ok, `connexion : ${signIn.status} ${await signIn.text()}`);
    const session = await call('/api/session', { headers: { cookie: cookies(signIn) } });
    const user = (await session.json()).user;
    assert(user?.email === email, `session : ${JSON.stringify(user)}`);
  });
  await check('la boutique (/api/products)', async () => {
    const response = await call('/api/products');
    assert(response.status === 200, `${response.status}`);
    const list = await response.json();
    assert(Array.isArray(list.items), `réponse : ${JSON.stringify(list).slice(0, 200)}`);
    return `${list.items.length} produit(s)`;
  });
  await check('la page de la boutique dessinée par le serveur', async () => {
    const response = await fetch(`${publicUrl}/marketplace`);
    const html = await response.text();
    // Drawn by the build's server-side entry (dist/web/.vite/ssr), loaded without development packages.
    assert(response.status === 200 && html.includes('<div id="root" data-first-screen>'), `${response.status}`);
  });
  await check('/metrics avec le jeton (http_requests_total)', async () => {
    const response = await fetch(`${publicUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await response.text();
    assert(response.status === 200, `${response.status}`);
    assert(text.includes('http_requests_total'), `pas de http_requests_total : ${text.slice(0, 120)}`);
  });
  // The README's command, while the server runs (PostgreSQL: pg_dump's consistent snapshot).
  await check('npm run cli -- backup --to … (archive avec son manifeste)', () => {
    const archive = path.join(release, 'sauvegarde.tar.gz');
    const run = spawnSync('npm', ['run', '--silent', 'cli', '--', 'backup', '--to', archive], {
      cwd: release,
      env,
      encoding: 'utf8',
    });
    assert(
      run.status === 0 && run.stdout.startsWith('Sauvegarde écrite'),
      `code ${run.status} ${run.stdout}${run.stderr}`,
    );
    const listed = spawnSync('tar', ['tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
    assert(listed.includes('database/postgres.dump') && listed.includes('manifest.json'), listed.join(', '));
    return run.stdout.trim().split('\n')[0];
  });

  start = performance.now();
  const outputBeforeStop = output.length;
  signal(server, 'SIGTERM');
  const stopped = await Promise.race([
    allGone.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
  ]);
  timings.stop = since(start);
  await check('arrêt propre sur SIGTERM', () => {
    assert(stopped, `toujours là après 30 s :\n${output}`);
    server = null;
    // A shutdown that fails writes why before exiting with code 1 (src/server/platform/shutdown.ts),
    // a crash its stack: at LOG_LEVEL=warn a clean one writes nothing worse than a warning.
    const written = output
      .slice(outputBeforeStop)
      .split('\n')
      .filter((line) => line.trim() !== '');
    const wrong = written.filter((line) => !/^\{"level":(30|40),/.test(line));
    assert(wrong.length === 0, wrong.join('\n'));
    return `${timings.stop} s`;
  });
  // The server applied every migration at start: the CLI finds none pending and none changed.
  await check('npm run cli:prod (migrate status)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'cli:prod', '--', 'migrate', 'status'], {
      cwd: release,
      env,
      encoding: 'utf8',
    });
    assert(run.status === 0 && run.stdout.includes('Migrations en attente : 0'), `code ${run.status} ${run.stderr}`);
  });
} catch (error) {
  results.push({ name: 'déroulé', ok: false });
  console.error(error);
} finally {
  if (server) signal(server, 'SIGKILL');
  if (!keep) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    rmSync(release, { recursive: true, force: true });
  } else {
    console.log(`Gardés : ${release}, base ${database}`);
  }
  await admin.end().catch(() => undefined);
}

const failed = results.filter((result) => !result.ok);
console.log(
  `Temps : version ${timings.release} s, démarrage ${timings.start ?? '–'} s, arrêt ${timings.stop ?? '–'} s. ` +
    (failed.length === 0 ? 'Tout est bon.' : `${failed.length} échec(s) : ${failed.map((r) => r.name).join(' ; ')}.`),
);
process.exit(failed.length === 0 ? 0 : 1);

/** To npm and the server under it; nothing if they are gone already. */
function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Exited on its own: its failure is in the checks' output.
  }
}

/** True once /api/ready answers 200; false if the server exits first or READY_SECONDS pass. */
async function waitForReady(url, exited) {
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + READY_SECONDS * 1000;
  while (!gone && Date.now() < deadline) {
    const status = await fetch(`${url}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
