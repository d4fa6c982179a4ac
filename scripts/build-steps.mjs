// The two halves of the build, shared by `npm start` (built when missing or stale,
// scripts/ensure-builds.mjs) and `npm run build` (everything, for a release: scripts/build.mjs).
// Decision 049: dist/ holds all the server reads at run time, so a production install without
// development packages runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** The web app (Vite), its server-side first screens included, into dist/web. */
export function buildWeb() {
  // Always React's production build, whatever NODE_ENV the shell has (development is several times larger).
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The server and its CLI, each bundled into one file (packages stay in node_modules), with the
 * files they read beside them: the migrations (src/server/db/migrate.ts) and the receipts'
 * fonts (src/server/platform/assets.ts looks there first).
 */
export async function buildServer() {
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli.ts' },
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
  copyFonts('dist/server/fonts');
}

function copyFonts(target) {
  const source = fontPackageDir();
  if (!source) return;
  const fonts = readdirSync(path.join(source, 'ttf')).filter((name) => /^DejaVuSans.*\.ttf$/.test(name));
  for (const name of fonts) cpSync(path.join(source, 'ttf', name), path.join(target, name));
  cpSync(path.join(source, 'LICENSE'), path.join(target, 'LICENSE'));
}

/** The DejaVu package's folder; null if it is not installed. */
function fontPackageDir() {
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
    return existsSync(path.join(dir, 'ttf')) ? dir : null;
  } catch {
    return null;
  }
}
