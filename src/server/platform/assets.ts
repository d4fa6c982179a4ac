import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where each folder of files the server reads at run time is in the source tree. The build
 * copies them beside the server bundle, into dist/server/<folder> (scripts/build-steps.mjs).
 */
const SOURCE_FOLDERS: Record<string, () => string> = {
  fonts: () => path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf'),
};

// dist/server once bundled; src/server/platform when run from the sources (tsx, tests).
const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * A run-time file, `fonts/DejaVuSans.ttf` for instance: the build's copy when the server runs
 * bundled, else the file in the source tree (decision 049).
 */
export function assetPath(relative: string): string {
  const built = path.join(HERE, relative);
  if (existsSync(built)) return built;
  const [folder = '', ...rest] = relative.split('/');
  const source = SOURCE_FOLDERS[folder];
  if (!source) throw new Error(`No such asset folder: ${folder}`);
  return path.join(source(), ...rest);
}
