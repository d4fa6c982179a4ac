// Builds what `npm start` runs, when missing or older than its sources, so that a fresh
// clone serves the app with no separate build step: the web app (Vite) and the server,
// bundled into one file (esbuild), which starts in half the time of compiling it on the fly.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWeb } from './build-steps.mjs';

const targets = [
  {
    output: 'dist/web/index.html',
    sources: [
      'src/web',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'scripts/vite-precompress.ts',
      'scripts/vite-first-screens.ts',
    ],
    label: "de l'application web",
    make: buildWeb,
  },
  {
    output: 'dist/server/main.mjs',
    sources: ['src/server', 'src/shared', 'package.json', 'tsconfig.json', 'scripts/build-steps.mjs'],
    label: 'du serveur',
    make: buildServer,
  },
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  if (builtAt >= Math.max(...target.sources.map(newestMtime))) continue;
  console.log(`${builtAt === 0 ? 'Construction' : 'Sources modifiées : reconstruction'} ${target.label}…`);
  await target.make();
}
