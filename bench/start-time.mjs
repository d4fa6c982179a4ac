// Start-up benchmark: `npm run bench:start`. Times `npm start` until the home page answers,
// first on an empty data directory (migrations + demo data), then again on the migrated one.
// The web app is built beforehand so both figures measure the server, not Vite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3207);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boucles-start-'));

function homeAnswers() {
  return fetch(`http://127.0.0.1:${PORT}/`).then(
    (response) => response.ok,
    () => false,
  );
}

async function timeStart(label) {
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    while (!(await homeAnswers())) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`${label}: home page answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

spawnSync('node', ['scripts/ensure-builds.mjs'], { stdio: 'inherit' });
console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  await timeStart('empty data directory (migrate + demo data)');
  await timeStart('migrated data directory');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
